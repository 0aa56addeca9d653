public import Foundation

/// An entry of the document: a folder or a recording (the book's MVC+VS `Item` enum).
///
/// In JSON an item is `{"folder": {...}}` or `{"recording": {...}}`, the shape of the library's file.
public enum DocumentItem: Codable, Equatable, Sendable {
    /// A folder.
    case folder(DocumentFolder)
    /// A recording.
    case recording(DocumentRecording)

    /// The item's identity.
    public var uuid: UUID {
        switch self {
        case .folder(let folder): folder.uuid
        case .recording(let recording): recording.uuid
        }
    }

    /// The item's name.
    public var name: String {
        switch self {
        case .folder(let folder): folder.name
        case .recording(let recording): recording.name
        }
    }

    /// The folder holding the item; nil for the root folder.
    public var parentUUID: UUID? {
        switch self {
        case .folder(let folder): folder.parentUUID
        case .recording(let recording): recording.parentUUID
        }
    }

    /// The folder, when the item is one (the book's `.folder` accessor).
    public var folder: DocumentFolder? {
        if case .folder(let folder) = self { folder } else { nil }
    }

    /// The recording, when the item is one.
    public var recording: DocumentRecording? {
        if case .recording(let recording) = self { recording } else { nil }
    }

    private enum CodingKeys: String, CodingKey {
        case folder, recording
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let folder = try container.decodeIfPresent(DocumentFolder.self, forKey: .folder) {
            self = .folder(folder)
        } else if let recording = try container.decodeIfPresent(DocumentRecording.self, forKey: .recording) {
            self = .recording(recording)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "an item is a \"folder\" or a \"recording\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .folder(let folder): try container.encode(folder, forKey: .folder)
        case .recording(let recording): try container.encode(recording, forKey: .recording)
        }
    }
}
