/// A ``LiveServer`` that did not start: its service group never reported a bound port.
public struct LiveServerError: Error, CustomStringConvertible {
    public var description: String {
        "the server did not start: it reported no bound port (is another test holding the port, or did its "
            + "database fail to open?)"
    }
}
