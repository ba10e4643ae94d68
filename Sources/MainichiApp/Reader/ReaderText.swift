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
import MainichiCore
import TerminalUI

/// A text to read: its lines, cleaned of control and bidi characters, and where it came from.
///
/// Reads UTF-8 only (a byte order mark is dropped). This is the one place the reader turns bytes
/// into lines; the core's document reader (Shift_JIS and EUC-JP, subtitles, Aozora ruby) takes its
/// place once it is there.
public struct ReaderText: Sendable, Equatable {
    /// The file's absolute path; nil for standard input.
    public var path: String?
    /// The name shown in the title: the file's name, or "standard input".
    public var name: String
    /// The lines, without their line breaks.
    public var lines: [String]

    public init(path: String?, name: String, lines: [String]) {
        self.path = path
        self.name = name
        self.lines = lines
    }

    /// Why a file could not be read, in words naming it.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// The text of `bytes` (a file at `path`, or standard input when `path` is nil).
    public static func decode(_ bytes: [UInt8], path: String?, strings: Strings) throws(Failure) -> ReaderText {
        let reader = strings.reader
        let shownName = path ?? reader.standardInput
        guard var text = String(validating: bytes, as: UTF8.self) else { throw Failure(message: reader.notText(shownName)) }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // Untrusted text: controls and bidi marks out, line by line; tabs read as spaces.
            TextSanitizer.sanitize(String(line.replacing("\t", with: "    ")))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { throw Failure(message: reader.empty(shownName)) }
        let name = path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? reader.standardInput
        return ReaderText(path: path, name: name.removingControlCharacters, lines: lines)
    }

    /// The text of the file at `path` (made absolute).
    public static func read(path: String, strings: Strings) throws(Failure) -> ReaderText {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let reader = strings.reader
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            throw Failure(message: reader.cannotRead(path, reason: String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw Failure(message: reader.cannotRead(path, reason: String(cString: strerror(EISDIR))))
        }
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw Failure(message: reader.cannotRead(path, reason: String(cString: strerror(errno))))
        }
        return try decode([UInt8](data), path: URL(fileURLWithPath: absolute).standardizedFileURL.path, strings: strings)
    }
}
