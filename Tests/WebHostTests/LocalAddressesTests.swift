import HTTPGuards
import Testing

@testable import WebHost

/// The addresses a server bound to every interface answers to are this machine's own, printed as a
/// browser writes them in `Host`.
@Suite struct LocalAddressesTests {
    @Test func theLoopbackInterfaceIsListedInHostForm() {
        let addresses = LocalAddresses.current()
        #expect(addresses.contains("127.0.0.1"))
        #expect(addresses.allSatisfy { !$0.contains(":") || ($0.hasPrefix("[") && $0.hasSuffix("]")) })
    }
}
