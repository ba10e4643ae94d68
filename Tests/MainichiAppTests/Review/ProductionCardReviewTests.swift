import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// A production card (an Anki note's reversed card, `ReviewDirection.production`): the review
/// asks the word for its meaning, and grades the production card, not the item's own card.
@Suite("Production cards in reviews")
struct ProductionCardReviewTests {
    @Test("A production card shows the meaning on the front, the word on the back, and grades its own card")
    func productionCard() throws {
        let app = try TestApp()
        let word = try #require(app.context.library.item(withID: "v:先生:せんせい"))
        let cardID = ReviewDirection.production.cardID(of: word.id)
        try app.context.progress.addToReviews([cardID])
        let review = ReviewController(context: app.context)
        app.application.navigationController.push(review)
        app.application.render()
        #expect(review.item?.id == word.id && review.cardID == cardID)
        #expect(app.screen.contains("teacher"), "\(app.screen)")
        #expect(!app.screen.contains("先生"))
        app.press(" ")
        #expect(app.screen.contains("先生") && app.screen.contains("せんせい"))
        #expect(app.terminal.buffer.hasWholeGlyphs)
        app.press("3")
        let card = try #require(app.context.progress.progress.srs[cardID])
        #expect(card.lastReview == app.now)
        // The word's own card is untouched: the two directions keep separate memories.
        #expect(app.context.progress.progress.srs[word.id] == nil)
        let event = try #require(app.context.history.read().events.last)
        #expect(event.type == .review && event.itemID == cardID && event.rating == .good)
    }

    @Test("Both cards of one word come up in the same session, each its own way")
    func bothDirections() throws {
        let app = try TestApp()
        let word = try #require(app.context.library.item(withID: "v:先生:せんせい"))
        try app.context.progress.addToReviews([word.id, ReviewDirection.production.cardID(of: word.id)])
        let review = ReviewController(context: app.context)
        app.application.navigationController.push(review)
        app.application.render()
        var fronts: [ReviewDirection: String] = [:]
        for _ in 0..<2 {
            // The card without the status line, which names the word graded before.
            fronts[ReviewDirection(cardID: review.cardID)] = app.lines.filter { !$0.contains("Easy") }.joined(separator: "\n")
            app.press(" 4")
        }
        #expect(fronts[.recognition]?.contains("先生") == true && fronts[.recognition]?.contains("teacher") == false)
        #expect(fronts[.production]?.contains("teacher") == true && fronts[.production]?.contains("先生") == false)
        #expect(app.context.progress.progress.srs[word.id]?.lastReview != nil)
        #expect(app.context.progress.progress.srs[ReviewDirection.production.cardID(of: word.id)]?.lastReview != nil)
    }
}
