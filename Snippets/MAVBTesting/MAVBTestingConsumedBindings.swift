// Testing a view binder without building its view: consume its bindings, read a property's value and
// send into the input an event is bound to.
import MAVB
import MAVBTesting
import ViewKit

let name = Var("Ideas")
let renamed = Var("")
let binder = ButtonBinder(
    .title <-- name.signal.map { "Rename \($0)" },
    .action --> Input<Void>().map { "Drafts" }.bind(to: renamed.input))

let bindings = try binder.consumeBindings()
print("title: \(bindings.value(for: .title) ?? "unbound")")

// Tapping is sending into the input the action is bound to.
bindings.argument(for: .action)?.send(())
print("renamed to: \(renamed.value)")
