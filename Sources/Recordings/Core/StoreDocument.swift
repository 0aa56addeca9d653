import Foundation

/// The persisted form of the recordings tree: the JSON of `store.json`, as plain values.
///
/// Shape (shared with the book's code): a folder is `{"name", "uuid", "contents": [...]}` and each entry
/// of `contents` is `{"folder": {...}}` or `{"recording": {"name", "uuid"}}`. The top level is the root
/// folder.
///
/// The book's encoder appends an empty object `{}` to every `contents` array as a terminator and its
/// decoder stops there. We read both forms (an empty object is skipped wherever it appears) and write the
/// clean form without terminators: it is what the format means, and no other reader needs the quirk (the
/// book's iOS app, whose decoder requires it, is not a reader of our files). An entry with an unknown key
/// is an error rather than being dropped, so a newer document is kept aside instead of being overwritten
/// with less data.
///
/// The root object also holds `"journalSequence"`: the number of the last change of `store.journal` the
/// snapshot folds in (see ``StoreJournalRecord``), so a replay skips what the snapshot already holds.
/// Readers that do not know the key ignore it; a document without it folds in nothing (0).
struct StoreDocument: Sendable, Equatable {
    var root: FolderRecord
    /// The last journal record folded into this snapshot; 0 when none.
    var sequence: Int = 0

    /// Decodes and validates a document.
    ///
    /// - Throws: `DecodingError` for malformed JSON or shapes, ``StoreDocumentError`` for a UUID that
    ///   appears twice (two recordings would share one audio file).
    static func decode(_ data: Data) throws -> StoreDocument {
        let snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
        var seen = Set<UUID>()
        try snapshot.root.checkUniqueUUIDs(&seen)
        return StoreDocument(root: snapshot.root, sequence: snapshot.sequence)
    }

    /// Encodes the document as pretty-printed JSON with sorted keys, so saves are deterministic.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Snapshot(root: root, sequence: sequence))
    }

    /// The root folder's object with the journal sequence beside its keys.
    private struct Snapshot: Codable {
        var root: FolderRecord
        var sequence: Int

        private enum CodingKeys: String, CodingKey {
            case journalSequence
        }

        init(root: FolderRecord, sequence: Int) {
            self.root = root
            self.sequence = sequence
        }

        init(from decoder: any Decoder) throws {
            root = try FolderRecord(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sequence = try container.decodeIfPresent(Int.self, forKey: .journalSequence) ?? 0
        }

        func encode(to encoder: any Encoder) throws {
            try root.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sequence, forKey: .journalSequence)
        }
    }
}

/// A folder in the document.
struct FolderRecord: Codable, Sendable, Equatable {
    var name: String
    var uuid: UUID
    var contents: [ItemRecord]

    private enum CodingKeys: String, CodingKey {
        case name, uuid, contents
    }

    init(name: String, uuid: UUID, contents: [ItemRecord]) {
        self.name = name
        self.uuid = uuid
        self.contents = contents
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        uuid = try container.decode(UUID.self, forKey: .uuid)
        var entries = try container.nestedUnkeyedContainer(forKey: .contents)
        var contents: [ItemRecord] = []
        while !entries.isAtEnd {
            let entry = try entries.nestedContainer(keyedBy: EntryKey.self)
            let keys = entry.allKeys
            if keys.isEmpty { continue }  // NB: the book's `{}` terminator.
            guard keys.count == 1, let key = keys.first else {
                throw DecodingError.dataCorruptedError(
                    in: entries, debugDescription: "an entry of \"\(name)\" has several keys")
            }
            switch key.stringValue {
            case "folder": contents.append(.folder(try entry.decode(FolderRecord.self, forKey: key)))
            case "recording": contents.append(.recording(try entry.decode(RecordingRecord.self, forKey: key)))
            default:
                throw DecodingError.dataCorruptedError(
                    in: entries,
                    debugDescription: "an entry of \"\(name)\" is a \"\(key.stringValue)\", not a folder or recording")
            }
        }
        self.contents = contents
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(uuid, forKey: .uuid)
        var entries = container.nestedUnkeyedContainer(forKey: .contents)
        for item in contents {
            var entry = entries.nestedContainer(keyedBy: EntryKey.self)
            switch item {
            case .folder(let folder): try entry.encode(folder, forKey: EntryKey("folder"))
            case .recording(let recording): try entry.encode(recording, forKey: EntryKey("recording"))
            }
        }
    }

    func checkUniqueUUIDs(_ seen: inout Set<UUID>) throws {
        guard seen.insert(uuid).inserted else { throw StoreDocumentError.duplicateUUID(uuid) }
        for item in contents {
            switch item {
            case .folder(let folder): try folder.checkUniqueUUIDs(&seen)
            case .recording(let recording):
                guard seen.insert(recording.uuid).inserted else {
                    throw StoreDocumentError.duplicateUUID(recording.uuid)
                }
            }
        }
    }
}

/// A recording in the document.
struct RecordingRecord: Codable, Sendable, Equatable {
    var name: String
    var uuid: UUID
}

/// One entry of a folder's contents.
enum ItemRecord: Sendable, Equatable {
    case folder(FolderRecord)
    case recording(RecordingRecord)
}

/// Any string key, so entries with unexpected keys are seen rather than silently skipped.
private struct EntryKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A document that decodes but cannot be used.
enum StoreDocumentError: Error, CustomStringConvertible {
    /// Two items share a UUID.
    case duplicateUUID(UUID)

    var description: String {
        switch self {
        case .duplicateUUID(let uuid): "the UUID \(uuid.uuidString) is used by two items"
        }
    }
}
