import Services
import ViewKit

/// A view binder (the sample's CwlViews binders): an inert list of bindings for one ViewKit object, built
/// lazily. Nothing exists until ``instance(in:)`` builds the object and applies every binding; from then on
/// the bindings live as long as the object (their subscriptions are in its ``Lifetime``).
///
/// - Construction is once: ``instance(in:)`` returns the same object while it lives; the binder holds it
///   weakly.
/// - ``consumeBindings()`` hands the bindings to a test instead (one-shot): a consumed binder cannot
///   build, and a built binder cannot be consumed.
/// - ``apply(to:lifetime:)`` applies the bindings to an object that exists already (a view controller's
///   navigation item, a bar button item the navigation item owns).
@MainActor
public final class Binder<Instance: AnyObject> {
    private var bindings: [Binding<Instance>]?
    private let make: @MainActor () -> Instance
    /// The instance built, held weakly: the binder is a recipe, and the object lives as long as its
    /// owners (a closed screen goes, with its bindings).
    private weak var built: Instance?
    private var hasBuilt = false
    private var consumed = false

    /// A binder that makes its instance with `make` and applies `bindings` to it.
    public init(_ bindings: [Binding<Instance>], make: @escaping @MainActor () -> Instance) {
        self.bindings = bindings
        self.make = make
    }

    /// The object, built and bound on the first call.
    ///
    /// - Parameter owner: where the bindings' subscriptions live; by default a lifetime the object itself
    ///   holds (views and view controllers). An object that cannot hold one (a bar button item) is built
    ///   with its owner's lifetime.
    public func instance(in owner: Lifetime? = nil) -> Instance {
        if let built { return built }
        if hasBuilt { ProgrammerError.report("The binder's \(Instance.self) was closed; make a new binder.") }
        hasBuilt = true
        let instance = make()
        let lifetime = owner ?? Lifetime()
        if owner == nil {
            if let holder = instance as? any LifetimeHolder {
                holder.keepAlive(lifetime)
            } else {
                ProgrammerError.report("\(Instance.self) cannot hold its bindings; build it with its owner's lifetime.")
            }
        }
        built = instance
        apply(to: instance, lifetime: lifetime)
        return instance
    }

    /// Applies the bindings to `instance`, keeping their subscriptions in `lifetime`.
    public func apply(to instance: Instance, lifetime: Lifetime) {
        guard let bindings, !consumed else {
            ProgrammerError.report("A consumed binder cannot build its view.")
            return
        }
        self.bindings = nil
        for binding in bindings { binding.apply(instance, lifetime) }
    }

    /// The bindings, for a test that reads them without building anything; the binder is then spent.
    ///
    /// - Throws: ``BinderError`` when the bindings were consumed already or applied to a built instance.
    public func consumeBindings() throws(BinderError) -> [Binding<Instance>] {
        guard !consumed else { throw .alreadyConsumed }
        guard !hasBuilt, let bindings else { throw .alreadyBuilt }
        consumed = true
        self.bindings = nil
        return bindings
    }
}
