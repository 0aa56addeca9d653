/// Host-provided services an app may use, keyed by their protocol type: a host registers, for example,
/// a browser audio backend; the app asks for the audio backend protocol and falls back to its own
/// default when the host provides none.
@MainActor
public struct ServiceRegistry {
    private var services: [ObjectIdentifier: Any] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers `service` as the provider of `type`, replacing any previous one.
    public mutating func register<Service>(_ service: Service, as type: Service.Type) {
        services[ObjectIdentifier(type)] = service
    }

    /// The provider registered for `type`, if any.
    public func resolve<Service>(_ type: Service.Type) -> Service? {
        services[ObjectIdentifier(type)] as? Service
    }
}
