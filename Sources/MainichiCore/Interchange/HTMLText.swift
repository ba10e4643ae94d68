/// Turns the HTML of an Anki field into plain text: `<br>` and block ends become line breaks,
/// other tags are dropped, character references are decoded.
public enum HTMLText {
    /// Whether `text` looks like HTML: a tag (`<` then a letter, `/` or `!`, and a later `>`) or
    /// a character reference such as `&amp;`.
    public static func looksLikeHTML(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "<", index + 1 < scalars.count {
                let next = scalars[index + 1]
                if next.properties.isAlphabetic || next == "/" || next == "!", scalars[(index + 1)...].contains(">") { return true }
            } else if scalar == "&", decodeReference(scalars, at: index) != nil {
                return true
            }
        }
        return false
    }

    /// The plain text of `html`.
    public static func plainText(_ html: String) -> String {
        let scalars = Array(html.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let close = scalars[index...].firstIndex(of: ">") {
                let name = tagName(scalars[(index + 1)..<close])
                if name == "br" || name == "/div" || name == "/p" || name == "/li" {
                    output.append("\n")
                }
                index = close + 1
            } else if scalar == "&", let (decoded, length) = decodeReference(scalars, at: index) {
                output.append(contentsOf: decoded.unicodeScalars)
                index += length
            } else {
                output.append(scalar)
                index += 1
            }
        }
        var text = String(output)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The lowercased tag name with a leading `/` kept: "br", "/div".
    private static func tagName(_ inside: ArraySlice<Unicode.Scalar>) -> String {
        var name = ""
        for scalar in inside {
            if scalar == "/" && name.isEmpty {
                name.append("/")
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                break
            }
        }
        return name.lowercased()
    }

    /// Named references Anki's fields commonly hold.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "laquo": "\u{00AB}", "raquo": "\u{00BB}",
    ]

    /// The text of the character reference at `start` and its length in scalars, if there is one.
    private static func decodeReference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < scalars.count, end - start <= 12, scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";", end > start + 1 else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let length = end - start + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(scalar), length)
        }
        guard let text = named[body] else { return nil }
        return (text, length)
    }
}
