import Foundation
import RecipesCodecs
import RecipesKit

extension JSONView: PantryViewProtocol {
    /// The pantry's foods after the request, as a JSON array of `{"food", "addedBy"?}`.
    public func show(pantry: PantryViewModel) async {
        console.write(MealPlanEncoder.encode(pantry.foods))
    }
}
