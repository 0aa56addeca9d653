/// The sample server's error keys, answered as `{"errorKey": "<key>"}` with a 4xx status (the sample
/// answered 200 for everything; the keys are the same, so its clients still read them).
public enum APIErrorKey: String, Error, Sendable, CaseIterable, CustomStringConvertible {
    /// A create whose uuid exists already; nothing changed (creates are idempotent by the client's uuid).
    case itemAlreadyExists
    /// A recording created without its audio (`fileDataKey`).
    case fileDataMissing
    /// The item to change or stream does not exist.
    case itemNotFound
    /// The body is not a change object, or its audio is not WAV, or a limit was passed.
    case malformedChangeObject
    /// The parent path does not lead to a folder.
    case parentNotFound

    /// The HTTP status that goes with the key.
    public var status: Int {
        switch self {
        case .itemAlreadyExists: 409
        case .fileDataMissing, .malformedChangeObject: 400
        case .itemNotFound, .parentNotFound: 404
        }
    }

    /// What the key means, in words for a person.
    public var description: String {
        switch self {
        case .itemAlreadyExists: "The server already has this item."
        case .fileDataMissing: "The recording's audio was not sent."
        case .itemNotFound: "The server no longer has this item."
        case .malformedChangeObject: "The server refused the change as malformed (a name or audio it does not accept)."
        case .parentNotFound: "The server no longer has the folder this item is in."
        }
    }
}
