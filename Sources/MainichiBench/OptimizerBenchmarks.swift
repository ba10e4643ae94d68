import Foundation
import MainichiCore

/// The FSRS-6 optimizer: fitting the weights to 100,000 reviews of a simulated learner.
enum OptimizerBenchmarks {
    /// fsrs-rs-python 0.9.3 `compute_parameters` on a simulated log of the same size, measured on
    /// this machine on 2026-11-24 with `python3 tools/fsrs/make_optimizer_vectors.py --bench`
    /// (100,000 reviews, 78,094 items; best of three runs of 1.18 to 1.62 s; it uses several threads).
    static let referenceSeconds = 1.18

    static func run() {
        let cards = simulatedHistory(reviews: 100_000)
        let items = TrainingItem.items(fromCards: cards)
        var weights: [Double] = []
        let result = Benchmark.measure("fit 100,000 reviews (\(items.count) items)", iterations: 3, warmup: 0) {
            weights = (try? FSRSOptimizer().fit(items)) ?? []
        }
        Benchmark.report(result, target: 10)
        let before = FSRSOptimizer.evaluate(FSRSScheduler.defaultParameters, on: items)
        let after = FSRSOptimizer.evaluate(weights, on: items)
        print(String(format: "  log loss %.4f -> %.4f, RMSE %.4f -> %.4f", before.logLoss, after.logLoss, before.rmse, after.rmse))
        print(String(format: "  fsrs-rs-python 0.9.3 on a log of the same size: %@", Benchmark.format(referenceSeconds)))
    }

    /// Reviews of a learner whose memory follows the default weights, scheduled by
    /// `FSRSScheduler`: a card is recalled with the scheduler's own retrievability.
    static func simulatedHistory(reviews: Int) -> [[(day: Int, rating: Int)]] {
        let scheduler = FSRSScheduler(enableFuzzing: true)
        var random = SeededRandom(seed: 7)
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        var cards: [[(day: Int, rating: Int)]] = []
        var count = 0
        var cardIndex = 0
        while count < reviews {
            var card = SRSCard(due: start.addingTimeInterval(Double(cardIndex / 20) * 86_400))
            var log: [(day: Int, rating: Int)] = []
            for _ in 0..<12 where count < reviews {
                let now = card.due
                let recall = card.lastReview == nil ? 0.6 : scheduler.retrievability(of: card, at: now)
                let draw = Double(random.next() >> 11) * 0x1p-53
                let rating: Rating
                if draw >= recall {
                    rating = .again
                } else {
                    let kind = random.next() % 10
                    rating = kind == 0 ? .hard : kind == 1 ? .easy : .good
                }
                card = scheduler.review(card, rating: rating, at: now, using: &random)
                log.append((Int(now.timeIntervalSince(start) / 86_400), rating.rawValue))
                count += 1
            }
            cards.append(log)
            cardIndex += 1
        }
        return cards
    }
}
