import Foundation
import Testing
@testable import MainichiCore

/// The optimizer against the reference fitter (fsrs-rs, through fsrs-rs-python) on simulated
/// review logs written by tools/fsrs/make_optimizer_vectors.py.
@Suite struct FSRSOptimizerTests {
    struct Vectors: Decodable {
        struct Log: Decodable {
            var name: String
            var cards: [[[Int]]]
            var referenceParameters: [Double]
            var referenceLogLoss: Double
            var referenceRMSE: Double
            var defaultLogLoss: Double

            var items: [TrainingItem] {
                TrainingItem.items(fromCards: cards.map { $0.map { (day: $0[0], rating: $0[1]) } })
            }
        }
        var logs: [Log]
    }

    static let vectors: Vectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SRS/fsrs-optimizer-vectors.json")
        do {
            return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    @Test func evaluationReproducesTheReferenceLogLossAndRMSE() {
        for log in Self.vectors.logs {
            let items = log.items
            let reference = FSRSOptimizer.evaluate(log.referenceParameters, on: items)
            #expect(abs(reference.logLoss - log.referenceLogLoss) < 1e-4, "\(log.name)")
            #expect(abs(reference.rmse - log.referenceRMSE) < 1e-3, "\(log.name)")
            let defaults = FSRSOptimizer.evaluate(FSRSScheduler.defaultParameters, on: items)
            #expect(abs(defaults.logLoss - log.defaultLogLoss) < 1e-4, "\(log.name)")
        }
    }

    @Test(arguments: [0, 1, 2])
    func fittedWeightsReachTheReferenceLogLossWithinOnePercent(logIndex: Int) throws {
        let log = Self.vectors.logs[logIndex]
        let items = log.items
        let weights = try FSRSOptimizer().fit(items)
        #expect(weights.count == 21)
        #expect(weights == FSRSOptimizer.clipped(weights))
        let ours = FSRSOptimizer.evaluate(weights, on: items)
        let reference = FSRSOptimizer.evaluate(log.referenceParameters, on: items)
        #expect(ours.logLoss <= reference.logLoss * 1.01, "\(log.name)")
    }

    @Test func aSmallHistoryIsRefusedWithTheCountNeeded() {
        let items = Array(Self.vectors.logs[0].items.prefix(120))
        #expect(throws: FSRSOptimizer.FitError.notEnoughReviews(have: 120, need: FSRSOptimizer.minimumItems)) {
            try FSRSOptimizer().fit(items)
        }
    }

    @Test func itemsPredictEveryLaterDayReviewInDayOrder() {
        let cards: [[(day: Int, rating: Int)]] = [
            [(0, 1), (0, 3), (2, 3), (9, 1), (9, 3)],
            [(1, 4), (5, 3)],
        ]
        let items = TrainingItem.items(fromCards: cards)
        #expect(items.map(\.ratings) == [[1, 3, 3], [4, 3], [1, 3, 3, 1]])
        #expect(items.map(\.elapsedDays) == [[0, 0, 2], [0, 4], [0, 0, 2, 7]])
    }

    @Test(arguments: [
        TrainingItem(ratings: [2, 3, 1, 3, 4, 3], elapsedDays: [0, 0, 3, 0, 6, 11]),
        TrainingItem(ratings: [3, 2, 4, 1, 1, 2, 3, 1], elapsedDays: [0, 1, 4, 9, 0, 2, 5, 30]),
        TrainingItem(ratings: [1, 1, 2, 3], elapsedDays: [0, 0, 0, 1]),
    ])
    func gradientMatchesFiniteDifferences(item: TrainingItem) {
        // Away from the clamps, so every weight moves the loss smoothly.
        var w = FSRSScheduler.defaultParameters
        w[7] = 0.05
        w[19] = 0.2
        var gradient = [Double](repeating: 0, count: 21)
        var scratch = FSRSModel.Scratch()
        let loss = FSRSModel(weights: w).loss(of: item, weight: 0.5, gradient: &gradient, scratch: &scratch)
        func plainLoss(_ weights: [Double]) -> Double {
            FSRSModel.logLoss(FSRSModel(weights: weights).retrievability(of: item), recalled: item.isRecalled).loss * 0.5
        }
        #expect(abs(loss - plainLoss(w)) < 1e-12)
        for index in 0..<21 {
            var up = w
            var down = w
            up[index] += 1e-6
            down[index] -= 1e-6
            let numeric = (plainLoss(up) - plainLoss(down)) / 2e-6
            #expect(abs(gradient[index] - numeric) < 1e-6 + 1e-4 * abs(numeric), "w\(index): \(gradient[index]) vs \(numeric)")
        }
    }
}
