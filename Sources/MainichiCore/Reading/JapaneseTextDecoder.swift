/// Decodes Shift_JIS (code page 932) and EUC-JP strictly, from the generated tables
/// (`JapaneseEncodingTables`), and tells the two apart.
///
/// Pure Swift: FoundationEssentials has no decoder for either, and glibc's iconv would bring C
/// pointers into the core and a dependence on the system's gconv modules (see
/// docs/architecture.md, "Reading texts in any encoding").
enum JapaneseTextDecoder {
    /// Shift_JIS double-byte characters, 189 trail bytes (0x40-0xFC) a lead byte.
    private static let shiftJIS = units(of: JapaneseEncodingTables.shiftJISRows, count: 60 * 189)
    /// EUC-JP's JIS X 0208, 94 cells a row.
    private static let eucJP = units(of: JapaneseEncodingTables.eucJPRows, count: 94 * 94)
    /// EUC-JP's JIS X 0212, 94 cells a row.
    private static let eucJPSupplement = units(of: JapaneseEncodingTables.eucJPSupplementRows, count: 94 * 94)
    /// Marks an unassigned code in the tables.
    private static let unassigned: UInt16 = 0xFFFD

    private static func units(of rows: String, count: Int) -> [UInt16] {
        let units = rows.utf16.filter { $0 != 0x0A }
        precondition(units.count == count, "JapaneseEncodingTables: \(units.count) characters, not \(count)")
        return units
    }

    /// The text of `bytes` in whichever of Shift_JIS and EUC-JP reads it whole, and more like
    /// Japanese when both do; nil when neither does.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (text: String, encoding: TextEncoding)? {
        let candidates = [(shiftJISUnits(bytes), TextEncoding.shiftJIS), (eucJPUnits(bytes), TextEncoding.eucJP)]
            .compactMap { units, encoding in units.map { ($0, encoding) } }
        guard let best = candidates.max(by: { likeness($0.0) < likeness($1.0) }) else { return nil }
        return (String(decoding: best.0, as: UTF16.self), best.1)
    }

    /// The UTF-16 of `bytes` read as Shift_JIS, or nil at the first byte that is not.
    static func shiftJISUnits(_ bytes: ArraySlice<UInt8>) -> [UInt16]? {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x00...0x7F:
                units.append(UInt16(byte))
            case 0xA1...0xDF:
                units.append(0xFF61 + UInt16(byte - 0xA1))
            case 0x81...0x9F, 0xE0...0xFC:
                guard index < bytes.endIndex, (0x40...0xFC).contains(bytes[index]) else { return nil }
                let row = Int(byte <= 0x9F ? byte - 0x81 : byte - 0xE0 + 31)
                let unit = shiftJIS[row * 189 + Int(bytes[index] - 0x40)]
                guard unit != unassigned else { return nil }
                units.append(unit)
                index += 1
            default:
                return nil
            }
        }
        return units
    }

    /// The UTF-16 of `bytes` read as EUC-JP, or nil at the first byte that is not.
    static func eucJPUnits(_ bytes: ArraySlice<UInt8>) -> [UInt16]? {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func next(in range: ClosedRange<UInt8>) -> Int? {
            guard index < bytes.endIndex, range.contains(bytes[index]) else { return nil }
            defer { index += 1 }
            return Int(bytes[index])
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x00...0x7F:
                units.append(UInt16(byte))
            case 0x8E:
                guard let kana = next(in: 0xA1...0xDF) else { return nil }
                units.append(0xFF61 + UInt16(kana - 0xA1))
            case 0x8F:
                guard let row = next(in: 0xA1...0xFE), let cell = next(in: 0xA1...0xFE) else { return nil }
                let unit = eucJPSupplement[(row - 0xA1) * 94 + cell - 0xA1]
                guard unit != unassigned else { return nil }
                units.append(unit)
            case 0xA1...0xFE:
                guard let cell = next(in: 0xA1...0xFE) else { return nil }
                let unit = eucJP[Int(byte - 0xA1) * 94 + cell - 0xA1]
                guard unit != unassigned else { return nil }
                units.append(unit)
            default:
                return nil
            }
        }
        return units
    }

    /// How much `units` look like Japanese: kana and common kanji count for, half-width katakana
    /// and private-use characters (what EUC-JP read as Shift_JIS turns into) against.
    static func likeness(_ units: [UInt16]) -> Int {
        var score = 0
        for unit in units {
            switch unit {
            case 0x3041...0x309F: score += 2
            case 0x30A0...0x30FF, 0x4E00...0x9FFF, 0x3000...0x303F: score += 1
            case 0xFF61...0xFF9F: score -= 2
            case 0xE000...0xF8FF: score -= 3
            default: break
            }
        }
        return score
    }
}
