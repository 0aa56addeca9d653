import KooberElementsApp
import KooberMVVMApp
import KooberReduxApp
import KooberTesting

/// Koober's three patterns, each made as the conformance suite makes it: the sample's fakes (no
/// server), sequential ids, the container hierarchy.
enum KooberPattern: String, CaseIterable, Sendable {
    case mvvm, redux, elements

    /// The pattern for the harness.
    var subject: KooberSubject {
        switch self {
        case .mvvm:
            KooberSubject(name: rawValue) { options, transport in
                KooberMVVMApp.pattern(options: options, transport: transport)
            }
        case .redux:
            KooberSubject(name: rawValue) { options, transport in
                KooberReduxApp.pattern(options: options, transport: transport)
            }
        case .elements:
            KooberSubject(name: rawValue) { options, transport in
                KooberElementsApp.pattern(options: options, transport: transport)
            }
        }
    }
}
