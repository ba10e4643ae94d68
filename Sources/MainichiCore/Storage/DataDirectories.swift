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

/// Where Mainichi keeps the learner's data, following the XDG base directory specification.
///
/// - data: `$XDG_DATA_HOME/mainichi` (default `~/.local/share/mainichi`): the progress journal and snapshot (and an older progress.json, history.jsonl), the lock.
/// - config: `$XDG_CONFIG_HOME/mainichi` (default `~/.config/mainichi`): settings.json.
/// - cache: `$XDG_CACHE_HOME/mainichi` (default `~/.cache/mainichi`): synthesised audio, the search index.
///
/// `--data-dir DIR` puts data and config in DIR and the cache in DIR/cache.
public struct DataDirectories: Sendable, Equatable {
    public var data: URL
    public var config: URL
    public var cache: URL

    public init(data: URL, config: URL, cache: URL) {
        self.data = data
        self.config = config
        self.cache = cache
    }

    /// All three in one directory (the cache in its `cache` subdirectory): what `--data-dir` gives.
    public init(directory: URL) {
        self.init(data: directory, config: directory, cache: directory.appendingPathComponent("cache"))
    }

    /// Resolves the directories.
    /// - Parameters:
    ///   - dataDirectory: the `--data-dir` option, which overrides everything when given.
    ///   - environment: the process environment (XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME, HOME).
    public static func resolve(
        dataDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DataDirectories {
        let paths = resolvePaths(dataDirectory: dataDirectory, environment: environment)
        return DataDirectories(data: URL(fileURLWithPath: paths.data), config: URL(fileURLWithPath: paths.config),
                               cache: URL(fileURLWithPath: paths.cache))
    }

    /// The paths `resolve` makes its URLs of.
    ///
    /// Strings until the URLs are made, and the start reads settings.json by its path: URL's
    /// `standardizedFileURL`, `appendingPathComponent` and `path` build a table of the characters
    /// a path may hold on their first use, 0.3 million instructions the first frame need not pay
    /// (see `LexicalPath`).
    public static func resolvePaths(
        dataDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (data: String, config: String, cache: String) {
        if let dataDirectory, !dataDirectory.isEmpty {
            let directory = LexicalPath.standardized(dataDirectory)
            return (directory, directory, LexicalPath.appending("cache", to: directory))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        func directory(_ variable: String, _ fallback: String) -> String {
            // The specification says relative paths in these variables are invalid and to be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return LexicalPath.appending("mainichi", to: value) }
            return LexicalPath.appending(fallback + "/mainichi", to: home)
        }
        return (directory("XDG_DATA_HOME", ".local/share"), directory("XDG_CONFIG_HOME", ".config"),
                directory("XDG_CACHE_HOME", ".cache"))
    }

    /// The XDG variables that are set but hold a relative path, which the specification says to
    /// ignore (the default is used instead): name and value, in the order data, config, cache.
    /// Nothing when `--data-dir` is given, since it overrides them all.
    public static func ignoredVariables(dataDirectory: String? = nil,
                                        environment: [String: String]) -> [(name: String, value: String)] {
        if let dataDirectory, !dataDirectory.isEmpty { return [] }
        return ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"].compactMap { name in
            guard let value = environment[name], !value.isEmpty, !value.hasPrefix("/") else { return nil }
            return (name, value)
        }
    }

    /// Creates `url` and its parents when missing (mode 0700 for new directories).
    public static func createDirectory(_ url: URL) throws(StorageError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            if FileManager.default.directoryExists(atPath: url.path) { return }
            throw .cannotCreateDirectory(path: url.path, reason: reason(creating: url) ?? "\(error)")
        }
    }

    /// Why `url` cannot be made, judged from the nearest directory above it that exists, in the
    /// C library's plain words ("permission denied"); nil when that does not explain it.
    static func reason(creating url: URL) -> String? {
        // The path itself is a file: say so in the system's words, not as a Foundation error dump.
        if FileManager.default.fileExists(atPath: url.path) { return String(cString: strerror(ENOTDIR)).lowercased() }
        var ancestor = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if !FileManager.default.directoryExists(atPath: ancestor.path) { return "\(ancestor.path) is not a directory" }
        if access(ancestor.path, W_OK | X_OK) != 0 { return String(cString: strerror(errno)).lowercased() }
        return nil
    }
}
