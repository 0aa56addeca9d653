/* The library: 3 code lines. */
final class Driver {
    init() {}
}
