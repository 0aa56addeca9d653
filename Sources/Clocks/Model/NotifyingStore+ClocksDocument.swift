public import Foundation
public import ViewStateStore

/// The document's intents (the article's `Document` mutating API): the only ways the document changes.
extension NotifyingStore where State == ClocksDocument {
    /// Adds a timezone for `identifier`, named after it, with a fresh uuid.
    ///
    /// - Returns: the uuid of the new timezone.
    @discardableResult
    public func addTimezone(_ identifier: String, uuid: UUID = UUID()) -> UUID {
        let timezone = Timezone(uuid: uuid, identifier: identifier, name: Timezone.defaultName(for: identifier))
        commit(ClocksDocument.Action.added(uuid)) { $0.timezones.append(timezone) }
        return uuid
    }

    /// Renames the timezone `uuid`; an unknown uuid or an unchanged name changes nothing.
    public func updateTimezone(_ uuid: UUID, newName: String) {
        guard let index = content.timezones.firstIndex(where: { $0.uuid == uuid }),
            content.timezones[index].name != newName
        else { return }
        commit(ClocksDocument.Action.renamed(uuid)) { $0.timezones[index].name = newName }
    }

    /// Removes the timezone `uuid`; an unknown uuid changes nothing.
    public func removeTimezone(_ uuid: UUID) {
        guard let index = content.timezones.firstIndex(where: { $0.uuid == uuid }) else { return }
        commit(ClocksDocument.Action.removed(uuid)) { $0.timezones.remove(at: index) }
    }
}
