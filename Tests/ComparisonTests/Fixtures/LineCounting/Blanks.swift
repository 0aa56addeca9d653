// Blank lines and line comments: 3 code lines.

/// A documented type.
struct Blanks {

    // A comment inside.
    let value = 1  // a trailing comment keeps its line

}
