/// One task a person does with the app, as an object (Elements' use case): made by a factory for each
/// interaction, started once with ``start()``, and done when its work is done.
///
/// Contract: ``start()`` is called once; a use case nobody holds stays alive until its work finishes
/// (its asynchronous work holds it), then is freed.
@MainActor
public protocol UseCase: AnyObject {
    /// Begins the task.
    func start()
}
