import KooberKit
public import ViewKit

/// "Finding your location..." over a spinning indicator, the screen every pattern shows while the person
/// is being located (the sample's `GettingUsersLocationViewController`'s view).
///
/// Contract: a pattern subclasses it and asks for the location once the view is loaded, showing a failure
/// as an alert.
@MainActor
open class FindingLocationViewController: ViewController {
    /// Creates the screen.
    public override init() {
        super.init()
    }

    /// Builds the screen. A subclass that overrides it calls `super` first.
    open override func loadView() {
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        view = StackView(
            axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.findingLocation, style: .title), spinner])
    }
}
