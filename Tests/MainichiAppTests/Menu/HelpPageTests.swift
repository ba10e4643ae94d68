import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

/// The Help page's words for the review keys: Space after the answer shows is explained without
/// the word "again", which a learner reads as the Again grade.
@Suite("Help page")
struct HelpPageTests {
    /// The entries under the Review heading of `language`'s help page.
    static func reviewKeys(_ language: Language) -> [(key: String, text: String)] {
        var inReview = false
        var keys: [(String, String)] = []
        for block in Strings(language).menu.helpPage {
            switch block {
            case .heading(let title): inReview = title == (language == .english ? "Review" : "복습")
            case .key(let key, let text) where inReview: keys.append((key, text))
            default: break
            }
        }
        return keys
    }

    @Test("Space in Review is explained as grading with the highlighted button, never as 'again'")
    func spaceIsNotAgain() throws {
        let english = try #require(Self.reviewKeys(.english).first { $0.key == "Space" })
        #expect(!english.text.lowercased().contains("again"), "\(english.text)")
        #expect(english.text.contains("highlighted"))
        let korean = try #require(Self.reviewKeys(.korean).first { $0.key == "Space" })
        #expect(!korean.text.contains("한 번 더"), "\(korean.text)")
    }
}
