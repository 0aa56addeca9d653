public import KooberKit

/// One ride option as the picker shows it (what the sample's `RideOptionSegmentedControl` draws of a
/// segment), whichever pattern's state it comes from: its name, whether it is chosen, and the asset names
/// of its two pictures.
public struct RideOptionSegment: Equatable, Sendable {
    /// The option's identity, what choosing the segment reports.
    public var id: RideOptionID
    /// Its name ("Wallaroo").
    public var title: String
    /// Whether it is the chosen option.
    public var isSelected: Bool
    /// The asset name of its picture while it is not chosen.
    public var imageName: String
    /// The asset name of its picture while it is chosen.
    public var selectedImageName: String

    /// Creates a segment.
    public init(id: RideOptionID, title: String, isSelected: Bool, imageName: String, selectedImageName: String) {
        self.id = id
        self.title = title
        self.isSelected = isSelected
        self.imageName = imageName
        self.selectedImageName = selectedImageName
    }
}
