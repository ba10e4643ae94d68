/// The layout of the dictionary file (`dictionary.bin`), which `tools/decks/build_dictionary.py`
/// writes and `JapaneseDictionary` memory-maps; and the same dictionary as lines of text, turned
/// into that layout in memory (small fixtures, and files written with `--text`).
///
/// All numbers are little-endian unsigned 32-bit:
///
/// - header, 32 bytes: "MJDC", the version, the entry count, the key count, the offsets of the
///   entry table, the flags and the key table, and the file size;
/// - entry table: entry count + 1 offsets; entry i is the bytes between offsets i and i + 1, its
///   tab-separated fields (sequence, spellings, readings, common, level, senses...) in UTF-8;
///   `common` holds `1` for a common entry, `k` for one usually written in kana, and `s` for one
///   the analyser's dictionary cuts into words or `w` for one it has whole;
/// - flags: one byte an entry, `common`, `inDecks`, `usuallyKana`, `cutByAnalyser` and
///   `wholeForAnalyser`;
/// - key table: key count + 1 offsets; key i is its UTF-8, a zero byte, then its entry positions
///   as LEB128 numbers, the first as it is and each next one as the step from the one before.
///
/// The text form has one `E<TAB>fields` line an entry, then one `K<TAB>key<TAB>position,...` line
/// a key, the keys sorted by their UTF-8 bytes; lines starting with `#` are comments.
enum DictionaryFormat {
    static let magic: [UInt8] = Array("MJDC".utf8)
    /// 2: the `common` field and the flags also tell an entry usually written in kana.
    static let version: UInt32 = 2
    static let headerSize = 32
    /// A flag bit: JMdict marks the entry common.
    static let common: UInt8 = 1
    /// A flag bit: a deck word has the entry (its level is set).
    static let inDecks: UInt8 = 2
    /// A flag bit: JMdict marks the entry's first sense `uk`, usually written in kana (為る is する).
    static let usuallyKana: UInt8 = 4
    /// A flag bit: the analyser's dictionary (SudachiPy's, split mode B) cuts each spelling of the
    /// entry into more than one word (有力者: 有力 + 者; 発売中 is one word). Added in version 2
    /// without a new version: a reader that knows no such bit ignores it.
    static let cutByAnalyser: UInt8 = 8
    /// A flag bit: the analyser's dictionary has one of the entry's spellings as one word (発売中).
    /// With neither bit, the dictionary does not say (a file built without the analyser).
    static let wholeForAnalyser: UInt8 = 16

    /// Whether `bytes` start as the binary layout does.
    static func isBinary<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: magic)
    }

    /// The binary layout of the dictionary in text form `text`, or the line that is not an entry
    /// or key line (1-based) with why.
    static func encode(text: [UInt8]) -> Result<[UInt8], LineFailure> {
        var entries: [ArraySlice<UInt8>] = [], keys: [[UInt8]] = []
        let tab = UInt8(ascii: "\t")
        var line = 0
        for content in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            guard let first = content.first else { continue }
            let tabbed = content.count > 1 && content[content.startIndex + 1] == tab
            let rest = content.dropFirst(2)
            if first == UInt8(ascii: "E") && tabbed && keys.isEmpty {
                entries.append(rest)
            } else if first == UInt8(ascii: "K") && tabbed {
                let parts = rest.split(separator: tab, maxSplits: 1, omittingEmptySubsequences: false)
                var record = Array(parts[0]) + [0]
                var previous = 0
                if parts.count > 1 {
                    for (index, number) in parts[1].split(separator: UInt8(ascii: ",")).enumerated() {
                        let value = Int(String(decoding: number, as: UTF8.self)) ?? 0
                        appendLEB128(index == 0 ? value : max(0, value - previous), to: &record)
                        previous = value
                    }
                }
                keys.append(record)
            } else if first != UInt8(ascii: "#") {
                return .failure(LineFailure(line: line, reason: keys.isEmpty ? "not an entry (E) or key (K) line"
                                                                              : "an entry line after the keys"))
            }
        }
        var file = [UInt8](repeating: 0, count: headerSize)
        let entryTable = file.count
        appendTable(entries, to: &file)
        pad(&file)
        let flagsOffset = file.count
        for entry in entries {
            let fields = entry.split(separator: tab, omittingEmptySubsequences: false)
            var flags: UInt8 = 0
            if fields.count > 3, fields[3].contains(UInt8(ascii: "1")) { flags |= common }
            if fields.count > 3, fields[3].contains(UInt8(ascii: "k")) { flags |= usuallyKana }
            if fields.count > 3, fields[3].contains(UInt8(ascii: "s")) { flags |= cutByAnalyser }
            if fields.count > 3, fields[3].contains(UInt8(ascii: "w")) { flags |= wholeForAnalyser }
            if fields.count > 4, !fields[4].isEmpty { flags |= inDecks }
            file.append(flags)
        }
        pad(&file)
        let keyTable = file.count
        appendTable(keys, to: &file)
        let header = [UInt32(entries.count), UInt32(keys.count), UInt32(entryTable), UInt32(flagsOffset),
                      UInt32(keyTable), UInt32(file.count)]
        file.replaceSubrange(0..<4, with: magic)
        write(version, at: 4, in: &file)
        for (index, value) in header.enumerated() { write(value, at: 8 + 4 * index, in: &file) }
        return .success(file)
    }

    /// A line of the text form that is not what the format says.
    struct LineFailure: Error {
        var line: Int
        var reason: String
    }

    /// Appends the offsets of `records` (one more than there are, the last where the final one
    /// ends), then the records.
    private static func appendTable<Record: Collection<UInt8>>(_ records: [Record], to file: inout [UInt8]) {
        var position = file.count + 4 * (records.count + 1)
        var offsets: [UInt32] = [UInt32(position)]
        for record in records {
            position += record.count
            offsets.append(UInt32(position))
        }
        for offset in offsets { withUnsafeBytes(of: offset.littleEndian) { file.append(contentsOf: $0) } }
        for record in records { file.append(contentsOf: record) }
    }

    private static func pad(_ file: inout [UInt8]) {
        while file.count % 4 != 0 { file.append(0) }
    }

    private static func write(_ value: UInt32, at offset: Int, in file: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { file.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    private static func appendLEB128(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(value)
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
    }
}
