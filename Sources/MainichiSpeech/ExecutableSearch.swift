#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Finds programs on the PATH without running anything: a file-existence check per directory.
public struct ExecutableSearch: Sendable {
    /// The directories searched, in order.
    public var directories: [String]

    /// A search of the directories in `environment["PATH"]` (relative entries are skipped).
    public init(environment: [String: String]) {
        directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    }

    public init(directories: [String]) {
        self.directories = directories
    }

    /// The full path of the first executable file named `name`, or nil.
    public func path(of name: String) -> String? {
        for directory in directories {
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
