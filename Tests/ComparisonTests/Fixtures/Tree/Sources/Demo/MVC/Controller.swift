/// The MVC fixture's controller: 3 code lines.
final class Controller {
    var count = 0
}
