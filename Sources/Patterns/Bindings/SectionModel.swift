/// One section of an animated table: its identity (`model`, RxDataSources' `AnimatableSectionModel`) and
/// its items.
public struct SectionModel<Section: Hashable, Item> {
    /// The section's identity.
    public var model: Section
    /// The section's items, one row each.
    public var items: [Item]

    /// Creates a section.
    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: Equatable where Item: Equatable {}
