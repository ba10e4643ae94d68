#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DataDirectories {
    /// Where the learner's own recordings are kept (`<data>/media`): audio an Anki import copied,
    /// named by items' `audio`.
    public var media: URL { data.appendingPathComponent("media") }
}
