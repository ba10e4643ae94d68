import Foundation
import MainichiCore
import Testing

/// Properties of the scheduler a learner would notice, over many generated review histories.
@Suite struct FSRSSchedulerTests {
    let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// Cards in every state, reached by seeded random histories.
    func sampleCards(scheduler: FSRSScheduler, count: Int = 300) -> [(card: SRSCard, now: Date)] {
        var generator = SeededRandom(seed: 42)
        var samples: [(SRSCard, Date)] = []
        for _ in 0..<count {
            var card = SRSCard(due: start)
            var now = start
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                card = scheduler.review(card, rating: Rating.allCases.randomElement(using: &generator)!, at: now, using: &generator)
                let wait = card.due.timeIntervalSince(now)
                now = now.addingTimeInterval(wait * Double.random(in: 0...2, using: &generator))
            }
            samples.append((card, now))
        }
        return samples
    }

    @Test func newCardFollowsTheLearningSteps() {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        let card = SRSCard(due: start)
        let again = scheduler.review(card, rating: .again, at: start)
        #expect(again.state == .learning && again.step == 0 && again.due == start.addingTimeInterval(60))
        let hard = scheduler.review(card, rating: .hard, at: start)
        #expect(hard.state == .learning && hard.step == 0 && hard.due == start.addingTimeInterval(330))
        let good = scheduler.review(card, rating: .good, at: start)
        #expect(good.state == .learning && good.step == 1 && good.due == start.addingTimeInterval(600))
        let easy = scheduler.review(card, rating: .easy, at: start)
        #expect(easy.state == .review && easy.step == nil && easy.due > start.addingTimeInterval(86_400))
        let graduated = scheduler.review(good, rating: .good, at: good.due)
        #expect(graduated.state == .review && graduated.step == nil)
        #expect(graduated.lastReview == good.due)
    }

    @Test func forgettingAReviewCardStartsRelearning() {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        var card = scheduler.review(SRSCard(due: start), rating: .easy, at: start)
        let stability = card.stability!
        card = scheduler.review(card, rating: .again, at: card.due)
        #expect(card.state == .relearning && card.step == 0)
        #expect(card.stability! < stability)
        #expect(card.due == card.lastReview!.addingTimeInterval(600))
    }

    @Test func aBetterRatingNeverGivesAShorterInterval() {
        for scheduler in [FSRSScheduler(enableFuzzing: false), FSRSScheduler(learningSteps: [60, 300, 1800], relearningSteps: [300, 1200], enableFuzzing: false)] {
            for (card, now) in sampleCards(scheduler: scheduler) {
                let intervals = scheduler.previewIntervals(for: card, at: now)
                let ordered = Rating.allCases.map { intervals[$0]! }
                #expect(ordered == ordered.sorted(), "\(card) at \(now): \(ordered)")
            }
        }
    }

    @Test(arguments: [1, 7, 30, 365, 36500])
    func intervalsNeverExceedTheMaximum(maximum: Int) {
        let scheduler = FSRSScheduler(maximumInterval: maximum, enableFuzzing: true)
        var generator = SeededRandom(seed: UInt64(maximum))
        var reachedMaximum = false
        for (card, now) in sampleCards(scheduler: scheduler, count: 100) {
            var card = card
            var now = now
            for _ in 0..<15 {
                card = scheduler.review(card, rating: Rating.allCases.randomElement(using: &generator)!, at: now, using: &generator)
                let days = card.due.timeIntervalSince(now) / 86_400
                #expect(days <= Double(maximum))
                reachedMaximum = reachedMaximum || days == Double(maximum)
                now = card.due
            }
        }
        if maximum <= 365 {
            #expect(reachedMaximum)
        }
    }

    @Test func fuzzIsRepeatableWithASeededGenerator() {
        let scheduler = FSRSScheduler()
        let samples = sampleCards(scheduler: FSRSScheduler(enableFuzzing: false))
        var first = SeededRandom(seed: 7)
        var second = SeededRandom(seed: 7)
        for (card, now) in samples {
            for rating in Rating.allCases {
                #expect(scheduler.review(card, rating: rating, at: now, using: &first)
                    == scheduler.review(card, rating: rating, at: now, using: &second))
            }
        }
    }

    @Test func fuzzStaysWithinTheReferenceRanges() {
        let fuzzed = FSRSScheduler()
        let plain = FSRSScheduler(enableFuzzing: false)
        var generator = SeededRandom(seed: 99)
        var spread = false
        for (card, now) in sampleCards(scheduler: plain) where card.state == .review {
            let plainDays = Int(plain.review(card, rating: .good, at: now).due.timeIntervalSince(now) / 86_400)
            var seen = Set<Int>()
            for _ in 0..<20 {
                let days = Int(fuzzed.review(card, rating: .good, at: now, using: &generator).due.timeIntervalSince(now) / 86_400)
                if plainDays < 3 {
                    #expect(days == plainDays, "intervals under 2.5 days are never fuzzed")
                } else {
                    let range = fuzzed.fuzzRange(forInterval: plainDays)
                    // py-fsrs rounds a draw in [lower, upper + 1), so upper + 1 can come out.
                    #expect(days >= range.lowerBound && days <= min(range.upperBound + 1, fuzzed.maximumInterval))
                }
                seen.insert(days)
            }
            spread = spread || seen.count > 2
        }
        #expect(spread, "fuzzing never spread an interval")
    }

    @Test(arguments: [(3, 2...4), (5, 4...6), (10, 8...12), (100, 93...107), (1000, 948...1052)])
    func fuzzRangesFollowTheReferenceTable(days: Int, expected: ClosedRange<Int>) {
        #expect(FSRSScheduler().fuzzRange(forInterval: days) == expected)
    }

    @Test func fuzzRangeIsCutAtTheMaximumInterval() {
        #expect(FSRSScheduler(maximumInterval: 100).fuzzRange(forInterval: 100) == 93...100)
    }

    @Test func previewMatchesTheReviewWithTheSameGenerator() {
        let scheduler = FSRSScheduler()
        var generator = SeededRandom(seed: 3)
        for (card, now) in sampleCards(scheduler: scheduler, count: 100) {
            let rating = Rating.allCases.randomElement(using: &generator)!
            let preview = scheduler.previewIntervals(for: card, at: now, using: generator)
            let reviewed = scheduler.review(card, rating: rating, at: now, using: &generator)
            #expect(reviewed.due.timeIntervalSince(now) == preview[rating])
        }
    }

    @Test func retrievabilityFallsFromOneToTheDesiredRetentionAtTheDueDate() {
        let scheduler = FSRSScheduler(enableFuzzing: false)
        #expect(scheduler.retrievability(of: SRSCard(due: start), at: start) == 0)
        var card = scheduler.review(SRSCard(due: start), rating: .good, at: start)
        card = scheduler.review(card, rating: .good, at: card.due)
        for _ in 0..<5 {
            card = scheduler.review(card, rating: .good, at: card.due)
            let last = card.lastReview!
            #expect(scheduler.retrievability(of: card, at: last) == 1)
            let atDue = scheduler.retrievability(of: card, at: card.due)
            #expect(atDue > 0.85 && atDue < 0.95)
            #expect(scheduler.retrievability(of: card, at: card.due.addingTimeInterval(30 * 86_400)) < atDue)
        }
    }
}

