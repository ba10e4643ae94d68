#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes into an `ImportDocument`: Anki text exports, CSV and TSV.
///
/// A pure function of the bytes: the encoding is checked (UTF-8 only; a UTF-8 byte-order mark is
/// skipped), the Anki header is read, the separator taken from it or guessed from the content,
/// records are split, a header row recognised, HTML turned into text when the file declares or
/// looks like HTML, and control characters removed from every field (line breaks kept).
public enum ImportReader {
    /// The largest file read: 64 MiB.
    public static let maximumFileBytes = 64 << 20

    /// The document read from `bytes`; `fileName` names the file in errors.
    public static func read(_ bytes: [UInt8], fileName: String,
                            maximumRecordBytes: Int = DelimitedTextParser.defaultMaximumRecordBytes) throws(ImportFileError) -> ImportDocument {
        guard bytes.count <= maximumFileBytes else {
            throw .tooLarge(file: fileName, bytes: bytes.count, limit: maximumFileBytes)
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw .utf16(file: fileName)
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw .binary(file: fileName, line: 1 + bytes[..<nul].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }

        // The header block: lines starting with '#' (or a first line starting with "tags:").
        var headerLines: [String] = []
        var offset = start
        var lineNumber = 1
        while offset < bytes.count, bytes[offset] == 0x23 || (headerLines.isEmpty && bytes[offset...].starts(with: Array("tags:".utf8))) {
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            guard UTF8Validation.isValid(bytes[offset..<end]) else { break }
            headerLines.append(String(decoding: bytes[offset..<end], as: UTF8.self))
            offset = DelimitedTextParser.skipLineBreak(bytes, at: end)
            lineNumber += 1
        }
        var header = AnkiTextHeader.parse(lines: headerLines)
        if !header.hasKnownKeys {
            // Plain CSV: '#' lines are comments, read by the parser as such.
            header = AnkiTextHeader()
            offset = start
            lineNumber = 1
        }
        let separator = header.separator ?? guessSeparator(bytes, from: offset)
        let parser = DelimitedTextParser(separator: separator, maximumRecordBytes: maximumRecordBytes)
        var (records, problems) = parser.parse(bytes, from: offset, line: lineNumber)
        if records.isEmpty && problems.isEmpty { throw .empty(file: fileName) }
        if records.isEmpty, let first = problems.first, problems.allSatisfy({ $0.reason == .invalidUTF8 }) {
            throw .notUTF8(file: fileName, line: first.line)
        }

        var labels: [String] = []
        if let raw = header.rawColumns {
            labels = parser.parse(Array(raw.utf8)).records.first?.fields ?? []
        } else if let first = records.first, ColumnMapping.isHeader(first.fields) {
            labels = first.fields
            records.removeFirst()
        }
        let isHTML = header.isHTML ?? records.prefix(50).contains { $0.fields.contains(where: HTMLText.looksLikeHTML) }
        for index in records.indices {
            records[index].fields = records[index].fields.map { clean($0, isHTML: isHTML) }
        }
        labels = labels.map { clean($0, isHTML: false) }
        let format: InterchangeFormat = header.hasKnownKeys ? .ankiText : (separator == .tab ? .tsv : .csv)
        return ImportDocument(format: format, separator: separator, header: header, columnLabels: labels,
                              wasHTML: isHTML, records: records, problems: problems)
    }

    /// A field as plain, safe text: HTML turned into text when `isHTML`, control characters and
    /// escape sequences removed from each line, line breaks kept as "\n", outer blanks trimmed.
    static func clean(_ field: String, isHTML: Bool) -> String {
        let text = isHTML ? HTMLText.plainText(field) : field
        let needsLines = text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
        let cleaned = needsLines
            ? lines(of: text).map(TextSanitizer.sanitize).joined(separator: "\n")
            : TextSanitizer.sanitize(text)
        return cleaned.trimmingBlanks
    }

    /// The lines of `text`, broken at "\r\n", "\n" and a lone "\r", empty ones kept. Found in the
    /// UTF-8 bytes (`String.replacing` set up a searcher on every field: 3% of an import).
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D else { index += 1; continue }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            return lines
        }
    }

    /// The separator the first 20 data lines (within the first 64 KiB) agree on: of tab, comma, semicolon, pipe, colon and
    /// space, the one found (outside quotes) the same number of times on every line, the most
    /// often of those (the earlier in that list on a tie); else the one found on the most lines;
    /// tab (one column) when none is found.
    static func guessSeparator(_ bytes: [UInt8], from start: Int) -> Separator {
        let candidates: [Separator] = [.tab, .comma, .semicolon, .pipe, .colon, .space]
        var perLine: [[Int]] = []
        var position = start
        var inQuotes = false
        var counts = [Int](repeating: 0, count: candidates.count)
        var atLineStart = true
        var isComment = false
        let scanEnd = min(bytes.count, start + 64 * 1024)
        while position < scanEnd, perLine.count < 20 {
            let byte = bytes[position]
            if atLineStart {
                isComment = byte == 0x23
                atLineStart = false
            }
            if byte == 0x22 {
                inQuotes.toggle()
            } else if !inQuotes, byte == 0x0A || byte == 0x0D {
                if !isComment, counts.contains(where: { $0 > 0 }) || !perLine.isEmpty { perLine.append(counts) }
                counts = [Int](repeating: 0, count: candidates.count)
                atLineStart = true
            } else if !inQuotes, !isComment, let index = candidates.firstIndex(where: { $0.byte == byte }) {
                counts[index] += 1
            }
            position += 1
        }
        if !isComment, counts.contains(where: { $0 > 0 }) { perLine.append(counts) }
        guard !perLine.isEmpty else { return .tab }
        let consistent = candidates.indices.filter { index in
            perLine[0][index] > 0 && perLine.allSatisfy { $0[index] == perLine[0][index] }
        }
        if let best = consistent.max(by: { perLine[0][$0] < perLine[0][$1] || (perLine[0][$0] == perLine[0][$1] && $0 > $1) }) {
            return candidates[best]
        }
        let lines = candidates.indices.map { index in perLine.filter { $0[index] > 0 }.count }
        guard let best = lines.indices.max(by: { lines[$0] < lines[$1] }), lines[best] > 0 else { return .tab }
        return candidates[best]
    }
}
