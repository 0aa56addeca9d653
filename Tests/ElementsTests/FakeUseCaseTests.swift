import Elements
import ElementsTesting
import Services
import Testing

/// The testing product's fake use case records what it was asked to do.
@MainActor @Suite struct FakeUseCaseTests {
    @Test func recordsStartsAndCancelsInOrder() {
        var ran = 0
        let useCase = FakeUseCase { ran += 1 }
        useCase.start()
        useCase.cancel()
        useCase.start()
        #expect(useCase.events == [.started, .cancelled, .started])
        #expect(useCase.startCount == 2)
        #expect(useCase.isCancelled)
        #expect(ran == 2)
    }
}
