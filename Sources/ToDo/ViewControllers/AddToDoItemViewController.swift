public import ViewKit

/// The add screen: a name field with Cancel and Save. The view controller that owns the UI for the
/// action performs it (the article's rule 10): Save creates the item and adds it to the state controller.
///
/// Save with an empty or whitespace-only name adds nothing and shows why (the article's stated intent;
/// its code only guarded against nil).
@MainActor
public final class AddToDoItemViewController: ViewController, TextFieldDelegate {
    let stateController: StateController
    /// The name field.
    public let nameTextField = TextField(placeholder: "New to-do item")
    /// Shows why a name was refused; hidden until then.
    public let problemLabel = Label(style: .caption)

    /// Creates the add screen for `stateController`.
    public init(stateController: StateController) {
        self.stateController = stateController
        super.init()
        title = "Add Item"
        navigationItem.leftBarButtonItem = BarButtonItem(
            systemItem: .cancel, target: self, action: AddToDoItemViewController.cancel)
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .save, target: self, action: AddToDoItemViewController.save)
    }

    public override func loadView() {
        nameTextField.accessibilityIdentifier = "nameTextField"
        nameTextField.delegate = self
        problemLabel.accessibilityIdentifier = "problem"
        problemLabel.isHidden = true
        view = StackView(axis: .vertical, spacing: 8, arrangedSubviews: [nameTextField, problemLabel])
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameTextField.becomeFirstResponder()
    }

    /// Adds the item when the name is valid and closes the screen; otherwise shows the problem.
    public func save() {
        switch ItemName.validate(nameTextField.text) {
        case .success(let name):
            stateController.addItem(named: name)
            dismiss(animated: true)
        case .failure(let problem):
            problemLabel.text = problem.description
            problemLabel.isHidden = false
        }
    }

    /// Closes the screen without adding anything.
    public func cancel() {
        dismiss(animated: true)
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        save()
        return false
    }
}
