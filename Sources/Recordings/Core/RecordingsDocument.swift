public import Foundation
import Services

/// The whole library as values keyed by UUID: the flat model of the MVC+VS and MAVB patterns (the book's
/// `DocumentStore.content: [UUID: Item]` and MAVB's `Store`), edited through
/// ``RecordingsLibrary/edit(_:in:)`` so the library's file follows.
///
/// JSON: `{"rootUUID": "…", "items": {"<UUID>": {"folder": {…}} | {"recording": {…}}}}`, keys sorted by
/// the store's serializer, so logs and inspector exports are deterministic.
///
/// NB: the book's root folder has the all-zeros UUID. Ours is the root UUID the library's file holds, so
/// a library another pattern wrote opens unchanged.
public struct RecordingsDocument: Codable, Equatable, Sendable {
    /// The root folder's UUID.
    public var rootUUID: UUID
    /// Every item, the root folder included.
    public var items: [UUID: DocumentItem]

    /// Creates a document holding `items`, with the root folder `rootUUID`.
    public init(rootUUID: UUID, items: [UUID: DocumentItem]) {
        self.rootUUID = rootUUID
        self.items = items
    }

    /// The values of the library's tree under `root`.
    @MainActor
    public init(root: Folder) {
        // NB: sized for the whole tree up front: grown one insertion at a time, the dictionary was rebuilt
        // at every doubling, seventeen times for a 100,000-item library, more than half of this
        // initializer's time (`perf`).
        func count(_ folder: Folder) -> Int {
            folder.contents.reduce(1) { total, item in total + ((item as? Folder).map(count) ?? 1) }
        }
        var items = [UUID: DocumentItem](minimumCapacity: count(root))
        func add(_ folder: Folder, parent: UUID?) {
            items[folder.uuid] = .folder(
                DocumentFolder(
                    uuid: folder.uuid, name: folder.name, parentUUID: parent,
                    childUUIDs: ChunkedArray(folder.contents.lazy.map(\.uuid))))
            for item in folder.contents {
                if let child = item as? Folder {
                    add(child, parent: folder.uuid)
                } else {
                    items[item.uuid] = .recording(
                        DocumentRecording(uuid: item.uuid, name: item.name, parentUUID: folder.uuid))
                }
            }
        }
        add(root, parent: nil)
        self.init(rootUUID: root.uuid, items: items)
    }

    /// The item with `uuid`.
    public subscript(uuid: UUID) -> DocumentItem? {
        items[uuid]
    }

    /// The folder with `uuid`, if it is one.
    public func folder(_ uuid: UUID) -> DocumentFolder? {
        items[uuid]?.folder
    }

    /// The items of folder `uuid`, in display order; empty for a missing folder.
    public func children(of uuid: UUID) -> [DocumentItem] {
        guard let childUUIDs = folder(uuid)?.childUUIDs else { return [] }
        // NB: one buffer of the folder's size; `compactMap` cannot know it and grew its result by doubling,
        // copying the items and touching fresh memory at each step.
        var children: [DocumentItem] = []
        children.reserveCapacity(childUUIDs.count)
        for child in childUUIDs {
            if let item = items[child] { children.append(item) }
        }
        return children
    }

    /// Whether `uuid` is the root folder or lies below it.
    public func contains(_ uuid: UUID) -> Bool {
        items[uuid] != nil
    }

    private enum CodingKeys: String, CodingKey {
        case rootUUID, items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rootUUID = try container.decode(UUID.self, forKey: .rootUUID)
        let keyed = try container.decode([String: DocumentItem].self, forKey: .items)
        var items: [UUID: DocumentItem] = [:]
        for (key, item) in keyed {
            guard let uuid = UUID(uuidString: key), uuid == item.uuid else {
                throw DecodingError.dataCorruptedError(
                    forKey: .items, in: container, debugDescription: "the item \"\(key)\" is not keyed by its UUID")
            }
            items[uuid] = item
        }
        guard items[rootUUID]?.folder != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .rootUUID, in: container, debugDescription: "the root folder is not among the items")
        }
        self.items = items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rootUUID, forKey: .rootUUID)
        try container.encode(
            Dictionary(uniqueKeysWithValues: items.map { ($0.key.uuidString, $0.value) }), forKey: .items)
    }
}
