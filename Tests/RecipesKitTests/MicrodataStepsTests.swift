import Foundation
@testable import RecipesCodecs
@testable import RecipesKit
import Testing

/// Steps marked up in microdata as a HowToSection of HowToSteps are read one step each.
@Suite struct MicrodataStepsTests {
    @Test func aSectionOfHowToStepsGivesEachStep() throws {
        let step = { (position: Int, text: String) in
            """
            <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><meta itemprop="position" content="\(position)" />
            <li><span itemprop="text"><p>\(text)</p></span></li></div>
            """
        }
        let html = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Arroz de Polvo</h1>
            <ul><li itemprop="recipeIngredient">1 polvo</li><li itemprop="recipeIngredient">300 g arroz</li></ul>
            <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection"><h5 itemprop="name">Preparação</h5>
            \(step(1, "Coza o polvo durante 30 minutos."))\(step(2, "Refogue a cebola no azeite."))\(step(3, "Junte o arroz e sirva."))
            </ol></div>
            """
        let recipe = try #require(try RecipePageDecoder().decode(Data(html.utf8)).recipes.first?.recipe)
        #expect(recipe.steps == ["Coza o polvo durante 30 minutos.", "Refogue a cebola no azeite.", "Junte o arroz e sirva."])
    }
}
