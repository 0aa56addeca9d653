/// Counts the code lines of Swift source: lines that hold something other than white space and comments.
///
/// Comments are `//` and `///` to the end of the line and `/* … */`, nested as Swift nests them and across
/// lines. Text inside string literals is code, so `"//"` or `"/*"` in a string starts no comment; this holds
/// for single-line strings, multi-line `"""` strings, raw strings (`#"…"#`, `##"…"##`) and the code inside
/// an interpolation `\( … )`. A line that is white space inside a multi-line string is not counted.
public enum LineCounter {
    /// Where the scanner is: in code (at a parenthesis depth, when inside an interpolation), in a block
    /// comment (at a nesting depth) or in a string literal.
    private enum Context {
        case code(interpolationDepth: Int?)
        case blockComment(depth: Int)
        case string(hashes: Int, multiline: Bool)
    }

    /// The number of code lines in `source`.
    public static func codeLines(in source: String) -> Int {
        let characters = Array(source.unicodeScalars)
        var stack: [Context] = [.code(interpolationDepth: nil)]
        var count = 0
        var lineHasCode = false
        var index = 0

        func at(_ offset: Int, _ scalar: Unicode.Scalar) -> Bool {
            index + offset < characters.count && characters[index + offset] == scalar
        }
        func hashes(from start: Int) -> Int {
            var end = start
            while end < characters.count && characters[end] == "#" { end += 1 }
            return end - start
        }
        func closes(quotes: Int, hashCount: Int) -> Bool {
            (0..<quotes).allSatisfy { at($0, "\"") } && (0..<hashCount).allSatisfy { at(quotes + $0, "#") }
        }

        while index < characters.count {
            let scalar = characters[index]
            if scalar == "\n" {
                if lineHasCode { count += 1 }
                lineHasCode = false
                index += 1
                continue
            }
            guard let context = stack.last else { break }
            switch context {
            case .code(let depth):
                if at(0, "/") && at(1, "/") {
                    while index < characters.count && characters[index] != "\n" { index += 1 }
                    continue
                }
                if at(0, "/") && at(1, "*") {
                    stack.append(.blockComment(depth: 1))
                    index += 2
                    continue
                }
                if scalar.properties.isWhitespace {
                    index += 1
                    continue
                }
                lineHasCode = true
                let hashCount = scalar == "#" ? hashes(from: index) : 0
                if at(hashCount, "\"") && (hashCount > 0 || scalar == "\"") {
                    index += hashCount
                    let multiline = at(0, "\"") && at(1, "\"") && at(2, "\"")
                    stack.append(.string(hashes: hashCount, multiline: multiline))
                    index += multiline ? 3 : 1
                    continue
                }
                if let depth {
                    if scalar == "(" {
                        stack[stack.count - 1] = .code(interpolationDepth: depth + 1)
                    } else if scalar == ")" {
                        if depth == 0 {
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .code(interpolationDepth: depth - 1)
                        }
                    }
                }
                index += max(1, hashCount)
            case .blockComment(let depth):
                if at(0, "/") && at(1, "*") {
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                    index += 2
                } else if at(0, "*") && at(1, "/") {
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .blockComment(depth: depth - 1)
                    }
                    index += 2
                } else {
                    index += 1
                }
            case .string(let hashCount, let multiline):
                if !scalar.properties.isWhitespace { lineHasCode = true }
                if scalar == "\\" && (1...max(1, hashCount)).allSatisfy({ hashCount == 0 || at($0, "#") }) {
                    let after = index + 1 + hashCount
                    if after < characters.count && characters[after] == "(" {
                        stack.append(.code(interpolationDepth: 0))
                        index = after + 1
                    } else {
                        index = after + (after < characters.count && characters[after] != "\n" ? 1 : 0)
                    }
                    continue
                }
                if closes(quotes: multiline ? 3 : 1, hashCount: hashCount) {
                    stack.removeLast()
                    index += (multiline ? 3 : 1) + hashCount
                    continue
                }
                index += 1
            }
        }
        if lineHasCode { count += 1 }
        return count
    }
}
