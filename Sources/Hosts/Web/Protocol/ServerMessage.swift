import ViewKit

/// A message to a tab, encoded as one JSON object with a `type` (see `PROTOCOL.md`).
public enum ServerMessage: Equatable, Sendable {
    /// The version of the wire protocol, sent in `welcome`; a client built for another version asks the
    /// person to reload the page. Raise it whenever an old client could misread the messages.
    public static let protocolVersion = 3

    /// The answer to `hello`: the session token to keep, the app's title and the window's whole tree.
    case welcome(token: String, title: String, tree: WireNode, resumed: Bool)
    /// Patches for the tree the tab holds; `sequence` counts patch messages of the session from 1.
    case patch(sequence: Int, patches: [RenderPatch])
    /// A refused message or a failed action; `message` says why.
    case error(String)
    /// A command for an audio element.
    case player(id: Int, command: PlayerCommand, source: String?, time: Double)
    /// A command for the microphone.
    case recorder(id: Int, command: RecorderCommand, upload: String?)
    /// The server is shutting down; the tab should stop reconnecting quickly.
    case shutdown(String)
    /// The answer to the tab's `sync` with this `id`: every message the tab sent before it has been handled,
    /// the work it queued has run, and the patches and commands it caused came before this message.
    case synced(id: Int)

    /// What an audio element is told to do.
    public enum PlayerCommand: String, Sendable { case play, pause, seek, stop }
    /// What the microphone is told to do.
    public enum RecorderCommand: String, Sendable { case start, stop, cancel }
}

extension ServerMessage: Encodable {
    private enum Keys: String, CodingKey {
        case type, `protocol`, token, title, tree, resumed, sequence, patches, message, id, command, source, time,
            upload
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .welcome(let token, let title, let tree, let resumed):
            try container.encode("welcome", forKey: .type)
            try container.encode(Self.protocolVersion, forKey: .protocol)
            try container.encode(token, forKey: .token)
            try container.encode(title, forKey: .title)
            try container.encode(resumed, forKey: .resumed)
            try container.encode(tree, forKey: .tree)
        case .patch(let sequence, let patches):
            try container.encode("patch", forKey: .type)
            try container.encode(sequence, forKey: .sequence)
            try container.encode(patches, forKey: .patches)
        case .error(let message):
            try container.encode("error", forKey: .type)
            try container.encode(message, forKey: .message)
        case .player(let id, let command, let source, let time):
            try container.encode("player", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(command.rawValue, forKey: .command)
            try container.encodeIfPresent(source, forKey: .source)
            try container.encode(time, forKey: .time)
        case .recorder(let id, let command, let upload):
            try container.encode("recorder", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encode(command.rawValue, forKey: .command)
            try container.encodeIfPresent(upload, forKey: .upload)
        case .shutdown(let message):
            try container.encode("shutdown", forKey: .type)
            try container.encode(message, forKey: .message)
        case .synced(let id):
            try container.encode("synced", forKey: .type)
            try container.encode(id, forKey: .id)
        }
    }
}
