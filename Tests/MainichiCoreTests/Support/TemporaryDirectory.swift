import Foundation

/// A fresh directory under the system temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    /// - Parameter base: where to make it (the system temporary directory when nil).
    init(in base: URL? = nil) {
        url = (base ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("mainichi-core-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` (creating subdirectories) and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) -> URL {
        write(Data(text.utf8), to: name)
    }

    @discardableResult
    func write(_ data: Data, to name: String) -> URL {
        let target = file(name)
        try! FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: target)
        return target
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
