import Foundation
@testable import RecipesKit

extension IngredientTagger {
    /// A tagger whose model gives each feature in `labels` its label, and every word the label of "bias" where no
    /// feature of it is listed: a tagger that reads the way a test needs, as one that never saw the line might.
    init(fixedLabels labels: [String: IngredientTagger.Label]) throws {
        let columns = IngredientTagger.Label.allCases
        let rows = labels.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }.map { feature, label in
            feature + "\t" + columns.map { $0 == label ? (feature == "bias" ? "1" : "9") : "0" }.joined(separator: " ")
        }
        let text = (["labels\t" + columns.map(\.rawValue).joined(separator: " ")] + rows).joined(separator: "\n")
        self.init(model: try IngredientTaggerModel(text: text))
    }
}
