public import ViewKit

/// The pictures Koober shows, looked up by the sample's asset names (its `InBundleImageCache`): the ride
/// options' picker images and map markers, the pick-up and the drop-off.
public enum KooberImages {
    /// The pick-up's annotation.
    public static let pickup = Image.emoji("📍")
    /// The drop-off's annotation.
    public static let dropoff = Image.emoji("🏁")
    /// An image no asset name matches.
    public static let placeholder = Image.symbol("placeholder")

    /// The image of the asset `name` ("ride_option_wallaroo_selected", "available_wallabe_marker").
    public static func image(named name: String) -> Image {
        // NB: the sample's marker for Wallabee is named "wallabe"; both spellings are the same animal.
        for animal in ["wallabee", "wallabe", "wallaroo", "kangaroo"] where name.contains(animal) {
            return .emoji("🦘")
        }
        return placeholder
    }
}
