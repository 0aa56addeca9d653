struct Strings {
    let url = "https://example.com/path"
    let slashes = "// not a comment"
    let opener = "/* not a comment either"
    let escaped = "a quote \" then // still in the string"
    let interpolated = "value: \(1 + 2) // in the string"
    let multiline = """
        first line // in the string
        /* also in the string

        after a blank line inside the string
        """
    let raw = #"a raw "string" with // and \d"#
    let rawMultiline = #"""
        raw // text with """ inside
        """#
    let closer = "*/"
}
