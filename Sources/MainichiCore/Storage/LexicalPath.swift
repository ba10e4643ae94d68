#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File paths made absolute and standard as strings, as `URL.standardizedFileURL` does for a file
/// URL: against the working directory, without "." parts, repeated slashes or a ".." after a
/// name (removed with that name), symbolic links not followed.
///
/// The start resolves `--data-dir` this way: `standardizedFileURL` built a `Set<UInt8>` on its
/// first use, whose first instantiation cost the first frame 0.3 million instructions.
public enum LexicalPath {
    /// `path` absolute and standard: "/a/./b//c/../d/" is "/a/b/d/"; a relative path is taken from
    /// `workingDirectory` (the process's when nil). A trailing slash is kept.
    public static func standardized(_ path: String, workingDirectory: String? = nil) -> String {
        let absolute = path.hasPrefix("/")
            ? path
            : (workingDirectory ?? FileManager.default.currentDirectoryPath) + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        var result = ""
        for part in parts {
            result += "/"
            result.append(contentsOf: part)
        }
        if result.isEmpty { return "/" }
        if absolute.hasSuffix("/") || absolute.hasSuffix("/.") || absolute.hasSuffix("/..") { result += "/" }
        return result
    }

    /// `directory` (a path) with `component` appended, one slash between: what
    /// `URL.appendingPathComponent` gives for a file URL, without its first-use cost (a table of
    /// the characters a path may hold, a `Set<UInt8>`, 0.3 million instructions).
    public static func appending(_ component: String, to directory: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }
}
