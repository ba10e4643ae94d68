/// Makes untrusted text safe to put on a terminal.
///
/// Removes ANSI escape sequences (CSI such as `ESC[2J`, OSC such as a window-title change, DCS,
/// and their 8-bit C1 forms), every other C0 and C1 control character, and the bidirectional
/// controls (embeddings, overrides, isolates and marks: U+202A-202E, U+2066-2069, U+200E, U+200F,
/// U+061C), which would reorder what a terminal shows after them. Line breaks and tabs become
/// single spaces, so a deck cannot move the cursor, change colours, set the title or disguise
/// text. Every text from decks, imports and dictionaries passes through it when read, so the
/// screens and the command line print only clean text.
public enum TextSanitizer {
    /// The sanitised text; returns `text` itself when it holds nothing to remove (the common case).
    public static func sanitize(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xD8 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        // 0xC2 leads both C1 controls (U+0080-U+009F) and harmless characters such as U+00E9, 0xE2
        // the bidi controls and punctuation such as U+2019, 0xD8 U+061C and Arabic letters: check scalars.
        let scalars = Array(text.unicodeScalars)
        if !scalars.contains(where: { isControl($0) || isBidiControl($0) }) { return text }

        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index].value
            index += 1
            switch scalar {
            case 0x1B:
                // ESC: an escape sequence; drop it along with its parameters.
                guard index < scalars.count else { break }
                let next = scalars[index].value
                switch next {
                case 0x5B: // '[' CSI
                    index = skipControlSequence(scalars, from: index + 1)
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ']' OSC, 'P' DCS, 'X' SOS, '^' PM, '_' APC
                    index = skipControlString(scalars, from: index + 1)
                default:
                    // Two- or three-character sequences such as ESC 7, ESC ( B.
                    while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
                    if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
                }
            case 0x9B: // 8-bit CSI
                index = skipControlSequence(scalars, from: index)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: // 8-bit OSC, DCS, SOS, PM, APC
                index = skipControlString(scalars, from: index)
            case 0x0A, 0x0D, 0x09, 0x0B, 0x0C:
                if output.last != " " { output.append(" ") }
            default:
                let scalar = scalars[index - 1]
                if !isControl(scalar) && !isBidiControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a bidirectional formatting character (an embedding, override, isolate or mark).
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            if (0x40...0x7E).contains(value) { return index }
            if !(0x20...0x3F).contains(value) { return index - 1 }
        }
        return index
    }

    /// Skips a control string up to and including its terminator (BEL, ST or ESC \).
    private static func skipControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            if value == 0x07 || value == 0x9C { return index }
            if value == 0x1B {
                if index < scalars.count, scalars[index].value == 0x5C { return index + 1 }
                return index
            }
        }
        return index
    }
}
