import OpenCombine
import Redux
import Services
import Testing

/// The OpenCombine bridge with the book's `StateSubscription` contract (scenarios 22, 23, 24).
@MainActor
struct StorePublisherTests {
    struct Profile: Equatable { var name: String }
    enum AppState: Equatable {
        case signedOut
        case signedIn(Profile, rides: Int)
    }
    enum Action: Equatable {
        case signIn(String)
        case signOut, ride
        case rename(String)
    }

    static func reduce(_ action: Action, _ state: consuming AppState?) -> AppState {
        let state = state ?? .signedOut
        switch (action, state) {
        case (.signIn(let name), _): return .signedIn(Profile(name: name), rides: 0)
        case (.signOut, _): return .signedOut
        case (.ride, .signedIn(let profile, let rides)): return .signedIn(profile, rides: rides + 1)
        case (.rename(let name), .signedIn(_, let rides)): return .signedIn(Profile(name: name), rides: rides)
        default: return state
        }
    }

    static func profile(_ state: AppState) -> ScopedState<Profile> {
        guard case .signedIn(let profile, _) = state else { return .outOfScope }
        return .inScope(profile)
    }

    static func rides(_ state: AppState) -> Int {
        guard case .signedIn(_, let rides) = state else { return 0 }
        return rides
    }

    func makeStore(_ state: AppState = .signedOut) -> Store<AppState, Action> {
        Store(reducer: Self.reduce, state: state)
    }

    @Test func overloadsResolve() {
        let store = makeStore(.signedIn(Profile(name: "a"), rides: 0))
        let scoped: AnyPublisher<Profile, Never> = store.publisher { $0.select(Self.profile) }
        let plain: AnyPublisher<Int, Never> = store.publisher { $0.select(Self.rides) }
        let inferredScoped = store.publisher { $0.select(Self.profile) }
        let inferredPlain = store.publisher { $0.select(Self.rides) }
        #expect(type(of: inferredScoped) == AnyPublisher<Profile, Never>.self)
        #expect(type(of: inferredPlain) == AnyPublisher<Int, Never>.self)
        _ = (scoped, plain)
    }

    /// A subscriber that asks for values only when told to.
    final class DemandSubscriber<Input>: Subscriber {
        typealias Failure = Never
        var subscription: (any Subscription)?
        var received: [Input] = []
        var completions = 0
        let demandPerValue: Subscribers.Demand

        init(demandPerValue: Subscribers.Demand = .none) {
            self.demandPerValue = demandPerValue
        }

        func receive(subscription: any Subscription) { self.subscription = subscription }
        func receive(_ input: Input) -> Subscribers.Demand {
            received.append(input)
            return demandPerValue
        }
        func receive(completion: Subscribers.Completion<Never>) { completions += 1 }
    }

    @Test func wholeStatePublisherSendsTheCurrentStateThenOnePerChange() {
        let store = makeStore()
        var received: [AppState] = []
        let cancellable = store.publisher().sink { received.append($0) }
        store.dispatch(.signIn("ann"))
        store.dispatch(.signIn("ann"))
        store.dispatch(.ride)
        #expect(
            received == [
                .signedOut, .signedIn(Profile(name: "ann"), rides: 0), .signedIn(Profile(name: "ann"), rides: 1),
            ])
        cancellable.cancel()
    }

    @Test func noStoreSubscriptionBeforeTheFirstDemandAndCancelUnsubscribes() {
        let store = makeStore()
        let subscriber = DemandSubscriber<AppState>()
        store.publisher().subscribe(subscriber)
        #expect(store.subscriberCount == 0)
        #expect(subscriber.received.isEmpty)
        subscriber.subscription?.request(.none)
        #expect(store.subscriberCount == 0)
        subscriber.subscription?.request(.max(1))
        #expect(store.subscriberCount == 1)
        #expect(subscriber.received == [.signedOut])
        subscriber.subscription?.cancel()
        #expect(store.subscriberCount == 0)
        store.dispatch(.signIn("ann"))
        #expect(subscriber.received == [.signedOut])
    }

    @Test func valuesAreSentOnlyWhileThereIsDemand() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        let subscriber = DemandSubscriber<Int>()
        store.publisher { $0.select(Self.rides) }.subscribe(subscriber)
        subscriber.subscription?.request(.max(2))
        store.dispatch(.ride)
        store.dispatch(.ride)
        #expect(subscriber.received == [0, 1])
        subscriber.subscription?.request(.max(1))
        store.dispatch(.ride)
        store.dispatch(.ride)
        #expect(subscriber.received == [0, 1, 3])
        subscriber.subscription?.cancel()
        #expect(store.subscriberCount == 0)
    }

    @Test func demandReturnedByTheSubscriberIsAdded() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        let subscriber = DemandSubscriber<Int>(demandPerValue: .max(1))
        store.publisher { $0.select(Self.rides) }.subscribe(subscriber)
        subscriber.subscription?.request(.max(1))
        for _ in 0..<3 { store.dispatch(.ride) }
        #expect(subscriber.received == [0, 1, 2, 3])
        subscriber.subscription?.cancel()
    }

    @Test func aFocusedPublisherIsSilentWhenOtherPartsChange() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        var profiles: [Profile] = []
        let cancellable = store.publisher { $0.select(Self.profile) }.sink { profiles.append($0) }
        store.dispatch(.ride)
        store.dispatch(.ride)
        #expect(profiles == [Profile(name: "ann")])
        store.dispatch(.rename("bea"))
        #expect(profiles == [Profile(name: "ann"), Profile(name: "bea")])
        cancellable.cancel()
    }

    @Test func outOfScopeFinishesTheStreamAndNothingFollows() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        var profiles: [Profile] = []
        var finished = 0
        let cancellable = store.publisher { $0.select(Self.profile) }
            .sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { profiles.append($0) })
        store.dispatch(.signOut)
        #expect(finished == 1)
        #expect(store.subscriberCount == 0)
        store.dispatch(.signIn("bea"))
        store.dispatch(.rename("cid"))
        #expect(profiles == [Profile(name: "ann")])
        #expect(finished == 1)
        cancellable.cancel()
    }

    @Test func aPublisherOutOfScopeAtTheStartFinishesAtOnce() {
        let store = makeStore(.signedOut)
        let subscriber = DemandSubscriber<Profile>()
        store.publisher { $0.select(Self.profile) }.subscribe(subscriber)
        #expect(subscriber.completions == 0)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.completions == 1)
        #expect(subscriber.received.isEmpty)
        #expect(store.subscriberCount == 0)
    }

    @Test func aSubscriberMayCancelWhileReceiving() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        var received: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = store.publisher { $0.select(Self.rides) }.sink { rides in
            received.append(rides)
            if rides == 1 { cancellable?.cancel() }
        }
        store.dispatch(.ride)
        store.dispatch(.ride)
        #expect(received == [0, 1])
        #expect(store.subscriberCount == 0)
    }

    @Test func selectionsChain() {
        let store = makeStore(.signedIn(Profile(name: "ann"), rides: 0))
        var lengths: [Int] = []
        let cancellable = store.publisher { $0.select(Self.rides).select { $0 / 2 } }.sink { lengths.append($0) }
        for _ in 0..<4 { store.dispatch(.ride) }
        #expect(lengths == [0, 1, 2])
        cancellable.cancel()
    }

    /// A subscriber that cancels its subscription on its first value.
    final class CancellingSubscriber: Subscriber {
        typealias Input = AppState
        typealias Failure = Never
        var subscription: (any Subscription)?
        var received: [AppState] = []

        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        func receive(_ input: AppState) -> Subscribers.Demand {
            received.append(input)
            subscription?.cancel()
            return .unlimited
        }
        func receive(completion: Subscribers.Completion<Never>) {}
    }

    @Test func aSubscriberMayCancelOnItsFirstValue() {
        let store = makeStore()
        let subscriber = CancellingSubscriber()
        store.publisher().subscribe(subscriber)
        #expect(store.subscriberCount == 0)
        store.dispatch(.signIn("ann"))
        #expect(subscriber.received == [.signedOut])
    }
}
