public import Foundation
import Services
public import ViewKit
import ViewStateStore

/// The detail of one timezone (the article's `DetailViewController`): its name in a text field to
/// rename it, its zone and its live time.
///
/// Nobody tells it which timezone to show: it reads the uuid from the view state's `detailView`, and
/// the timezone from the document. When that timezone is deleted, it does not manage itself: the context
/// clears the detail from the view state and the split view hides this screen.
@MainActor
public final class DetailViewController: ViewController, TextFieldDelegate {
    /// The shared models.
    public let context: ClocksContext
    /// The name; editing it and pressing return (or leaving the field) renames the timezone.
    public let nameField = TextField(placeholder: ClocksStrings.name)
    /// The tz database identifier.
    public let zoneLabel = Label(style: .caption)
    /// The live time.
    public let timeLabel = Label(style: .largeTitle)
    /// The history bar, shown while the detail covers the list (a collapsed split view).
    public let historyBar: HistoryBarViewController
    /// The uuid the view state says to show.
    public private(set) var uuid: UUID?
    private var observations: [StoreObservation] = []
    private var timer: ClockTimer?

    /// Creates the detail screen for `context`.
    public init(context: ClocksContext) {
        self.context = context
        historyBar = HistoryBarViewController(history: context.history)
        super.init()
        addChild(historyBar)
        nameField.accessibilityLabel = ClocksStrings.name
        nameField.delegate = self
    }

    public override func loadView() {
        view = StackView(
            axis: .vertical, spacing: 8, arrangedSubviews: [nameField, zoneLabel, timeLabel, historyBar.view])
        historyBar.didMove(toParent: self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observations.append(
            context.viewState.addObserver(actionType: SplitViewState.Action.self) { [weak self] state, _ in
                self?.uuid = state.detailView?.uuid
                self?.update()
            })
        observations.append(
            context.document.addObserver(actionType: ClocksDocument.Action.self) { [weak self] _, _ in
                self?.update()
            })
        timer = context.clock.scheduleTimer(interval: 1, repeats: true) { [weak self] _ in self?.updateTime() }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateHistoryBarVisibility()
    }

    isolated deinit {
        timer?.invalidate()
    }

    /// The timezone shown, if the document has it.
    public var timezone: Timezone? { uuid.flatMap { context.document.content[$0] } }

    /// Shows the history bar only while the split view is collapsed: expanded, the list's bar is on screen.
    func updateHistoryBarVisibility() {
        historyBar.view.isHidden = !(splitViewController?.isCollapsed ?? true)
    }

    private func update() {
        guard let timezone else {
            title = ClocksStrings.noTimezone
            nameField.isHidden = true
            zoneLabel.text = nil
            timeLabel.text = nil
            return
        }
        title = timezone.name
        nameField.isHidden = false
        if !nameField.isFirstResponder { nameField.text = timezone.name }
        zoneLabel.text = ClocksStrings.zone(timezone.identifier)
        updateTime()
    }

    private func updateTime() {
        timeLabel.text = timezone.map { ClockFace.time(of: context.clock.now, in: $0.identifier) }
    }

    // MARK: Renaming

    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }

    public func textFieldDidEndEditing(_ textField: TextField) {
        rename()
    }

    /// Renames the timezone to the field's text; an empty name puts the stored one back.
    private func rename() {
        guard let timezone else { return }
        let name = nameField.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            nameField.text = timezone.name
            return
        }
        context.document.updateTimezone(timezone.uuid, newName: name)
    }
}
