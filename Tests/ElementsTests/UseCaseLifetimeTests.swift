import Elements
import ElementsTesting
import Services
import Testing

/// A side-effect subsystem whose requests finish only when the test says so: it keeps each request's
/// completion until ``finishNext(with:)``, as a network call keeps its callback.
@MainActor
private final class PendingRemote {
    private(set) var queries: [String] = []
    private var completions: [(String) -> Void] = []

    var pendingCount: Int { completions.count }

    func search(_ query: String, completion: @escaping (String) -> Void) {
        queries.append(query)
        completions.append(completion)
    }

    func finishNext(with result: String) {
        completions.removeFirst()(result)
    }
}

/// A use case in the book's shape: made for one search, started once, alive while its request is under
/// way (the request's completion captures it strongly), and cancelable: a cancelled search reports
/// nothing, even when its request still completes.
@MainActor
private final class SearchUseCase: CancelableUseCase {
    private let query: String
    private let remote: PendingRemote
    private let onResults: (String) -> Void
    private var isCancelled = false

    init(query: String, remote: PendingRemote, onResults: @escaping (String) -> Void) {
        self.query = query
        self.remote = remote
        self.onResults = onResults
    }

    func start() {
        guard !isCancelled else { return }
        remote.search(query) { results in
            guard !self.isCancelled else { return }
            self.onResults(results)
        }
    }

    func cancel() {
        isCancelled = true
    }
}

/// A use case whose work is Swift concurrency: its task captures it until the work is done.
@MainActor
private final class TaskUseCase: UseCase {
    private let work: @MainActor () async -> Void
    private let onComplete: () -> Void

    init(work: @escaping @MainActor () async -> Void, onComplete: @escaping () -> Void) {
        self.work = work
        self.onComplete = onComplete
    }

    func start() {
        Task {
            await self.work()
            self.onComplete()
        }
    }
}

/// Use cases nobody holds live until their work finishes, then are freed; cancelation abandons results.
@MainActor @Suite struct UseCaseLifetimeTests {
    @Test func aUseCaseNobodyHoldsLivesUntilItsRequestFinishesThenIsFreed() {
        let remote = PendingRemote()
        var results: [String] = []
        weak var weakUseCase: SearchUseCase?
        do {
            let useCase = SearchUseCase(query: "opera", remote: remote) { results.append($0) }
            weakUseCase = useCase
            useCase.start()
        }
        #expect(weakUseCase != nil)
        #expect(remote.queries == ["opera"])

        remote.finishNext(with: "Opera House")
        #expect(results == ["Opera House"])
        #expect(weakUseCase == nil)
    }

    @Test func aUseCaseWhoseTaskAwaitsLivesUntilTheTaskEndsThenIsFreed() async {
        var gate: CheckedContinuation<Void, Never>?
        var completed = false
        weak var weakUseCase: TaskUseCase?
        do {
            let useCase = TaskUseCase(
                work: { await withCheckedContinuation { gate = $0 } }, onComplete: { completed = true })
            weakUseCase = useCase
            useCase.start()
        }
        for _ in 0..<1_000 where gate == nil { await Task.yield() }
        #expect(gate != nil)
        #expect(weakUseCase != nil)
        #expect(!completed)

        gate?.resume()
        for _ in 0..<1_000 where weakUseCase != nil { await Task.yield() }
        #expect(completed)
        #expect(weakUseCase == nil)
    }

    @Test func aUseCaseCancelledBeforeStartDoesNoWork() {
        let remote = PendingRemote()
        let useCase = SearchUseCase(query: "opera", remote: remote) { _ in Issue.record("reported results") }
        useCase.cancel()
        useCase.start()
        #expect(remote.queries == [])
    }

    @Test func aUseCaseCancelledWhileItsRequestIsUnderWayReportsNothingAndIsStillFreed() {
        let remote = PendingRemote()
        var results: [String] = []
        weak var weakUseCase: SearchUseCase?
        do {
            let useCase: any CancelableUseCase = SearchUseCase(query: "op", remote: remote) { results.append($0) }
            weakUseCase = useCase as? SearchUseCase
            useCase.start()
            useCase.cancel()
            useCase.cancel()
        }
        #expect(remote.pendingCount == 1)
        remote.finishNext(with: "Opera House")
        #expect(results == [])
        #expect(weakUseCase == nil)
    }

    @Test func aNewQueryCancelsTheSearchInFlight() {
        let remote = PendingRemote()
        var results: [String] = []
        var inFlight: (any CancelableUseCase)?
        for query in ["o", "op"] {
            inFlight?.cancel()
            let useCase = SearchUseCase(query: query, remote: remote) { results.append($0) }
            inFlight = useCase
            useCase.start()
        }
        remote.finishNext(with: "everything with o")
        remote.finishNext(with: "Opera House")
        #expect(remote.queries == ["o", "op"])
        #expect(results == ["Opera House"])
    }

    @Test func aFakeUseCaseStandsInForACancelableOne() {
        let fake = FakeUseCase()
        let useCase: any CancelableUseCase = fake
        useCase.start()
        useCase.cancel()
        #expect(fake.events == [.started, .cancelled])
    }
}
