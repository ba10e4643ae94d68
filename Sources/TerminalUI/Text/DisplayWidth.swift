/// Terminal column widths of Unicode text, from a pure-Swift East Asian Width table.
///
/// The table is the same on every platform (unlike the C library's `wcwidth`), so tests,
/// snapshots and the real terminal agree. Widths are measured per grapheme cluster
/// (`Character`): kana, kanji, fullwidth forms and emoji take two columns; halfwidth
/// katakana (ｶﾀｶﾅ) one, and a halfwidth voiced mark one more (ｶﾞ is two); combining marks, zero-width joiners and variation selectors none
/// of their own; control characters none, and they are never drawn.
public enum DisplayWidth {
    /// The columns one Unicode scalar takes on its own: 0, 1 or 2.
    ///
    /// Control characters (C0, DEL, C1) count as 0.
    @inline(__always)
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Hot paths first: ASCII, kana and the common kanji block.
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if value >= 0x3041 && value <= 0x30FF {
            // Hiragana and katakana; U+3099 and U+309A are the combining (semi-)voiced marks.
            return value == 0x3099 || value == 0x309A ? 0 : 2
        }
        if value >= 0x4E00 && value <= 0x9FFF { return 2 }
        if value >= 0xFF61 && value <= 0xFF9F { return 1 }
        if contains(DisplayWidthTable.zero, value) { return 0 }
        if contains(DisplayWidthTable.wide, value) { return 2 }
        return 1
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// The first scalar with a width decides, except that an emoji variation selector
    /// (U+FE0F) or a regional-indicator pair (a flag) makes the cluster two columns wide.
    /// A cluster that starts with a control character (such as "\r\n") is 0.
    @inline(__always)
    public static func of(_ character: Character) -> Int {
        // Fast path: a single-byte cluster is ASCII.
        let utf8 = character.utf8
        if utf8.count == 1 {
            let byte = utf8.first!
            return byte < 0x20 || byte == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        if isControl(first) { return 0 }
        var width = of(first)
        var sawOtherScalar = false
        while let next = iterator.next() {
            sawOtherScalar = true
            if next.value == 0xFE0F { return 2 }
            if next.value == 0xFF9E || next.value == 0xFF9F {
                // Halfwidth (semi-)voiced marks join the cluster but take a column of their own.
                width += 1
            } else if width == 0 {
                width = of(next)
            }
        }
        if sawOtherScalar, isRegionalIndicator(first) { return 2 }
        return width
    }

    /// Whether `scalar` is a control character (C0, DEL or C1) that must never reach the terminal.
    @inline(__always)
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    @inline(__always)
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF
    }

    /// Whether `value` falls in one of `ranges`' ranges (first and last code point in turn).
    private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count / 2 - 1
        while low <= high {
            let mid = (low + high) >> 1
            if value < ranges[2 * mid] {
                high = mid - 1
            } else if value > ranges[2 * mid + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension Character {
    /// The terminal columns this grapheme cluster takes: 0, 1 or 2. See `DisplayWidth`.
    @inlinable
    public var displayWidth: Int { DisplayWidth.of(self) }
}
