import Foundation

/// Where the `mainichi` binary under test is.
///
/// `make test` passes the freshly built debug binary in `MAINICHI_BINARY`; without it the
/// binary is looked up at `.build/debug/mainichi` in the package this file belongs to.
enum MainichiBinary {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "the mainichi binary is not at \(path): run `make test` (or `swift build` first, or set MAINICHI_BINARY)"
        }
    }

    /// The binary's absolute path.
    static func path(filePath: String = #filePath) throws -> String {
        let path: String
        if let given = ProcessInfo.processInfo.environment["MAINICHI_BINARY"], !given.isEmpty {
            path = given
        } else {
            // Tests/EndToEndTests/Support/MainichiBinary.swift -> the package root.
            let root = URL(fileURLWithPath: filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            path = root.appendingPathComponent(".build/debug/mainichi").path
        }
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(path: path) }
        return path
    }
}
