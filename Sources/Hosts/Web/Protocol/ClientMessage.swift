public import ViewKit

/// A message from a tab, validated: the only form in which client input reaches the application.
///
/// Wire format: one JSON object per WebSocket text message, with a `type`:
///
/// ```json
/// {"type": "hello", "token": "…" | null, "width": 1024, "height": 768}
/// {"type": "event", "id": 42, "action": "tap"}            // also select, delete, submit, refresh
/// {"type": "event", "id": 42, "action": "type", "text": "Buy milk"}
/// {"type": "event", "id": 42, "action": "slide", "value": 0.5}
/// {"type": "event", "id": 42, "action": "toggle", "on": true}
/// {"type": "event", "id": 42, "action": "segment", "index": 1}
/// {"type": "event", "id": 42, "action": "scroll", "value": 440, "height": 700}
/// {"type": "resize", "width": 600, "height": 800}
/// {"type": "visualViewport", "height": 412, "offsetTop": 0, "layoutHeight": 844}
/// {"type": "player", "player": 3, "time": 1.25, "state": "playing" | "paused" | "ended" | "failed"}
/// {"type": "recorder", "recorder": 2, "event": "started" | "denied" | "failed", "time": 3.0}
/// {"type": "sync", "id": 7}
/// ```
public enum ClientMessage: Equatable, Sendable {
    /// The first message of a connection: the session token to resume (nil for a new tab) and the viewport.
    case hello(token: String?, viewport: Viewport)
    /// A person's action on an element.
    case event(id: ElementID, action: UserAction, viewportHeight: Double?)
    /// The viewport changed size.
    case resize(Viewport)
    /// The visual viewport changed: an on-screen keyboard appeared, moved or went away.
    case visualViewport(VisualViewport)
    /// An audio element's report on a player.
    case player(id: Int, time: Double, state: PlayerReport)
    /// The microphone's report on a recorder.
    case recorder(id: Int, event: RecorderReport, time: Double?)
    /// A barrier: the tab asks to hear `synced` with this `id` once the server has handled every message the
    /// tab sent before it and sent the patches they caused (see ``ServerMessage/synced(id:)``).
    case sync(id: Int)

    /// What an audio element reports.
    public enum PlayerReport: String, Sendable { case playing, paused, ended, failed }
    /// What the microphone reports.
    public enum RecorderReport: String, Sendable { case started, denied, failed }

    /// The largest message accepted, in bytes.
    public static let maximumSize = 64 * 1024
    /// The longest text accepted in a `type` event, in Unicode scalars.
    public static let maximumTextLength = 10_000

    /// Parses and validates one message.
    ///
    /// Each field is read with the type its name requires, where the message's type uses it.
    ///
    /// - Throws: ``ProtocolError`` for anything but a well-formed message (one JSON object whose values
    ///   are strings, numbers, Booleans or null) of a known type with every field it needs, of the right
    ///   type and in range.
    public static func parse(_ text: String) throws(ProtocolError) -> ClientMessage {
        guard text.utf8.count <= maximumSize else {
            throw ProtocolError("the message is \(text.utf8.count) bytes; the limit is \(maximumSize)")
        }
        let message = try FlatJSONObject(parsing: text)
        guard let type = try message.string("type") else { throw ProtocolError("the message needs a string \"type\"") }
        switch type {
        case "hello":
            let token = try message.string("token")
            if let token {
                guard token.count <= 64, token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw ProtocolError("\"token\" must be at most 64 letters and digits")
                }
            }
            return .hello(token: token, viewport: try viewport(message))
        case "resize":
            return .resize(try viewport(message))
        case "visualViewport":
            return .visualViewport(try visualViewport(message))
        case "event":
            guard let id = try message.integer("id"), id > 0 else {
                throw ProtocolError("an event needs a positive element \"id\"")
            }
            let action = try userAction(message)
            var height: Double?
            if let value = try message.double("height") { height = try dimension(value, "height") }
            return .event(id: ElementID(rawValue: id), action: action, viewportHeight: height)
        case "player":
            guard let id = try message.integer("player"), id > 0 else {
                throw ProtocolError("a player report needs a positive \"player\"")
            }
            guard let time = try message.double("time"), time.isFinite, time >= 0 else {
                throw ProtocolError("a player report needs a finite, non-negative \"time\"")
            }
            guard let state = try message.string("state").flatMap(PlayerReport.init(rawValue:)) else {
                throw ProtocolError("a player report needs \"state\": playing, paused, ended or failed")
            }
            return .player(id: id, time: time, state: state)
        case "recorder":
            guard let id = try message.integer("recorder"), id > 0 else {
                throw ProtocolError("a recorder report needs a positive \"recorder\"")
            }
            guard let event = try message.string("event").flatMap(RecorderReport.init(rawValue:)) else {
                throw ProtocolError("a recorder report needs \"event\": started, denied or failed")
            }
            let time = try message.double("time")
            if let time, !(time.isFinite && time >= 0) {
                throw ProtocolError("\"time\" must be finite and non-negative")
            }
            return .recorder(id: id, event: event, time: time)
        case "sync":
            guard let id = try message.integer("id"), id > 0 else {
                throw ProtocolError("a sync needs a positive \"id\"")
            }
            return .sync(id: id)
        default:
            throw ProtocolError(
                "unknown message type \"\(type.prefix(40))\"; expected hello, event, resize, visualViewport, "
                    + "player, recorder or sync")
        }
    }

    private static func viewport(_ message: FlatJSONObject) throws(ProtocolError) -> Viewport {
        guard let width = try message.double("width"), let height = try message.double("height") else {
            throw ProtocolError("\"width\" and \"height\" are required")
        }
        return Viewport(width: try dimension(width, "width"), height: try dimension(height, "height"))
    }

    private static func visualViewport(_ message: FlatJSONObject) throws(ProtocolError) -> VisualViewport {
        guard let height = try message.double("height"), let offsetTop = try message.double("offsetTop"),
            let layoutHeight = try message.double("layoutHeight")
        else {
            throw ProtocolError("a visualViewport report needs \"height\", \"offsetTop\" and \"layoutHeight\"")
        }
        let report = VisualViewport(
            height: try dimension(height, "height"), offsetTop: offsetTop,
            layoutHeight: try dimension(layoutHeight, "layoutHeight"))
        guard offsetTop.isFinite, offsetTop >= 0, offsetTop <= Viewport.maximumDimension else {
            throw ProtocolError(
                "\"offsetTop\" must be a number between 0 and \(Int(Viewport.maximumDimension))")
        }
        guard offsetTop + report.height <= report.layoutHeight + VisualViewport.tolerance else {
            throw ProtocolError(
                "the visual viewport (\"offsetTop\" + \"height\") must lie inside the layout viewport (\"layoutHeight\")"
            )
        }
        return report
    }

    private static func dimension(_ value: Double, _ name: String) throws(ProtocolError) -> Double {
        guard value.isFinite, value > 0, value <= Viewport.maximumDimension else {
            throw ProtocolError("\"\(name)\" must be a number between 0 and \(Int(Viewport.maximumDimension))")
        }
        return value
    }

    private static func userAction(_ message: FlatJSONObject) throws(ProtocolError) -> UserAction {
        switch try message.string("action") {
        case "tap": return .tap
        case "select": return .select
        case "delete": return .delete
        case "submit": return .submit
        case "refresh": return .refresh
        case "type":
            guard let text = try message.string("text") else {
                throw ProtocolError("a \"type\" event needs a string \"text\"")
            }
            guard text.unicodeScalars.count <= maximumTextLength else {
                throw ProtocolError("the text is longer than \(maximumTextLength) characters")
            }
            return .type(text)
        case "slide":
            guard let value = try message.double("value"), value.isFinite else {
                throw ProtocolError("a \"slide\" event needs a finite \"value\"")
            }
            return .slide(value)
        case "toggle":
            return .toggle(try message.bool("on"))
        case "segment":
            guard let index = try message.integer("index"), index >= 0 else {
                throw ProtocolError("a \"segment\" event needs a non-negative \"index\"")
            }
            return .selectSegment(index)
        case "scroll":
            guard let value = try message.double("value"), value.isFinite, value >= 0, value <= 1e9 else {
                throw ProtocolError("a \"scroll\" event needs a finite, non-negative \"value\" (the offset)")
            }
            return .scroll(value)
        case let other:
            throw ProtocolError(
                "unknown action \"\((other ?? "").prefix(40))\"; expected tap, select, delete, type, submit, slide, "
                    + "toggle, segment, scroll or refresh")
        }
    }
}
