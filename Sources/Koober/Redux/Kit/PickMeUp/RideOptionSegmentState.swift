public import KooberKit

/// One ride option's segment (the sample's `RideOptionSegmentState`, with the MVVM segment's image
/// names instead of UIKit images).
public struct RideOptionSegmentState: Equatable, Codable, Sendable {
    /// The names of a segment's two images (what an image cache looks up).
    public struct ImageNames: Equatable, Codable, Sendable {
        /// The image when the segment is not selected.
        public var normal: String
        /// The image when it is.
        public var selected: String

        /// Creates the names.
        public init(normal: String, selected: String) {
            self.normal = normal
            self.selected = selected
        }
    }

    /// The option's identity.
    public var id: RideOptionID
    /// Its name ("Wallaroo").
    public var title: String
    /// Whether it is the chosen option.
    public var isSelected: Bool
    /// Its images' names.
    public var imageNames: ImageNames

    /// Creates a segment.
    public init(id: RideOptionID, title: String, isSelected: Bool, imageNames: ImageNames) {
        self.id = id
        self.title = title
        self.isSelected = isSelected
        self.imageNames = imageNames
    }

    /// The segment of `option`.
    public init(_ option: RideOption, isSelected: Bool) {
        self.init(
            id: option.id, title: option.name, isSelected: isSelected,
            imageNames: ImageNames(
                normal: option.buttonRemoteImages.unselected.assetName,
                selected: option.buttonRemoteImages.selected.assetName))
    }
}
