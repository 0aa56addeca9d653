public import ViewKit

/// The screen of one control or simple container: the control, live, with a label that reports what it
/// did, so each event's effect can be seen in the browser.
@MainActor
public final class ControlScreenViewController: ViewController, TextFieldDelegate {
    /// The entry shown.
    public let entry: CatalogEntry
    /// Reports the last event.
    public let statusLabel = Label(text: "", style: .caption)

    /// Creates the screen for `entry`.
    public init(entry: CatalogEntry) {
        self.entry = entry
        super.init()
        title = entry.rawValue
    }

    public override func loadView() {
        statusLabel.accessibilityIdentifier = "status"
        let stack = StackView(axis: .vertical, spacing: 12, arrangedSubviews: makeContent())
        stack.addArrangedSubview(statusLabel)
        view = stack
    }

    private func report(_ text: String) { statusLabel.text = text }

    private func makeContent() -> [View] {
        switch entry {
        case .label:
            return [
                Label(text: "Title", style: .title), Label(text: "Headline", style: .headline),
                Label(text: "Body text wraps across lines when it is long enough to need it."),
                Label(text: "Caption", style: .caption),
            ]
        case .button:
            let enabled = Button(title: "Enabled") { [weak self] _ in self?.report("Tapped Enabled") }
            let disabled = Button(title: "Disabled")
            disabled.isEnabled = false
            let filled = Button(title: "Filled", style: .filled) { [weak self] _ in self?.report("Tapped Filled") }
            return [enabled, disabled, filled]
        case .textField:
            let field = TextField(placeholder: "Name")
            field.accessibilityIdentifier = "name"
            field.delegate = self
            field.addAction(for: .editingChanged) { [weak self] control in
                self?.report("Typed: \((control as? TextField)?.text ?? "")")
            }
            let secure = TextField(placeholder: "Password")
            secure.isSecureTextEntry = true
            return [field, secure]
        case .slider:
            let slider = Slider(value: 0.25)
            slider.accessibilityLabel = "Volume"
            slider.addAction(for: .valueChanged) { [weak self] control in
                let value = (control as? Slider)?.value ?? 0
                self?.report("Value: \(Int((value * 100).rounded()))%")
            }
            return [slider]
        case .progress:
            return [ProgressView(progress: 0.6), Label(text: "60% done", style: .caption)]
        case .activity:
            let spinner = ActivityIndicatorView()
            spinner.startAnimating()
            return [spinner, Label(text: "Loading…", style: .caption)]
        case .toggle:
            let toggle = Switch(isOn: true)
            toggle.accessibilityLabel = "Notifications"
            toggle.addAction(for: .valueChanged) { [weak self] control in
                self?.report((control as? Switch)?.isOn == true ? "On" : "Off")
            }
            return [toggle]
        case .segmented:
            let control = SegmentedControl(items: ["Day", "Week", "Month"], selected: 0)
            control.addAction(for: .valueChanged) { [weak self] control in
                let index = (control as? SegmentedControl)?.selectedSegmentIndex ?? 0
                self?.report("Selected segment \(index)")
            }
            let rides = SegmentedControl(
                segments: [
                    .init(title: "Wallabee", image: .emoji("🦘")), .init(title: "Wallaroo", image: .emoji("🦘")),
                    .init(title: "Wallavan", image: .emoji("🚐")),
                ],
                selected: 0)
            rides.accessibilityIdentifier = "ride options"
            rides.addAction(for: .valueChanged) { [weak self] control in
                guard let rides = control as? SegmentedControl, let index = rides.selectedSegmentIndex else { return }
                self?.report("Chose \(rides.titleForSegment(at: index) ?? "")")
            }
            let disabled = SegmentedControl(items: ["Unavailable", "Also Unavailable"], selected: 0)
            disabled.isEnabled = false
            return [control, rides, disabled]
        case .map:
            return makeMap()
        case .searchBar:
            let bar = SearchBar(placeholder: "Search")
            return [bar]
        case .image:
            return [ImageView(image: .emoji("🎙")), ImageView(image: .symbol("mic")), ImageView(image: .emoji("📁"))]
        case .stack:
            let row = StackView(
                axis: .horizontal, spacing: 8,
                arrangedSubviews: [Label(text: "Left"), Spacer(), Label(text: "Right")])
            return [row, StackView(axis: .vertical, arrangedSubviews: [Label(text: "Top"), Label(text: "Bottom")])]
        case .navigation:
            let push = Button(title: "Push Another Screen") { [weak self] _ in
                let next = ControlScreenViewController(entry: .navigation)
                next.title = "Pushed"
                self?.navigationController?.pushViewController(next, animated: true)
            }
            return [Label(text: "Push a screen; its bar shows a back button."), push]
        case .split:
            return [
                Label(
                    text:
                        "This catalog is a split view: list and detail side by side in a wide window, one stack in a narrow one (under 700 points)."
                )
            ]
        case .alert:
            let show = Button(title: "Show Alert") { [weak self] _ in self?.showAlert() }
            return [show]
        case .sheet:
            let show = Button(title: "Show Sheet") { [weak self] _ in self?.showSheet() }
            return [show]
        case .table, .longList, .keyboard:
            return [Label(text: "See its own screen.")]
        }
    }

    /// Koober's pick-up map: the pick-up alone in a region 0.006° wide, or with the drop-off in 0.017°.
    private func makeMap() -> [View] {
        let map = MapView()
        map.accessibilityIdentifier = "map"
        let pickup: MapAnnotation
        let dropoff: MapAnnotation
        do {
            pickup = MapAnnotation(
                id: "pickup", title: "Pickup",
                coordinate: try MapCoordinate(latitude: -33.864308, longitude: 151.209146))
            dropoff = MapAnnotation(
                id: "dropoff", title: "Opera House",
                coordinate: try MapCoordinate(latitude: -33.858667, longitude: 151.214028), image: .emoji("🏁"))
        } catch {
            return [Label(text: error.description)]
        }
        map.showAnnotations([pickup], minimumSpan: 0.006, animated: false)
        let pickupOnly = Button(title: "Pick-up Only") { [weak self, weak map] _ in
            map?.removeAnnotation(dropoff)
            map?.showAnnotations([pickup], minimumSpan: 0.006, animated: true)
            self?.report("Showing the pick-up")
        }
        let both = Button(title: "Add Drop-off") { [weak self, weak map] _ in
            map?.showAnnotations([pickup, dropoff], minimumSpan: 0.017, animated: true)
            self?.report("Showing the pick-up and the drop-off")
        }
        return [map, StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [pickupOnly, both])]
    }

    private func showAlert() {
        let alert = AlertController(title: "Rename", message: "Enter a new name")
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Cancelled") })
        alert.addAction(
            AlertAction(title: "OK") { [weak self, weak alert] _ in
                self?.report("Renamed to \(alert?.textFields.first?.text ?? "")")
            })
        present(alert, animated: true)
    }

    private func showSheet() {
        let sheet = ControlScreenViewController(entry: .label)
        sheet.title = "Sheet"
        let navigation = NavigationController(rootViewController: sheet)
        navigation.modalPresentationStyle = .pageSheet
        sheet.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { [weak sheet] _ in
            sheet?.dismiss(animated: true)
        }
        present(navigation, animated: true)
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        report("Returned: \(textField.text)")
        return false
    }
}
