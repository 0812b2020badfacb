from reducer.cli import main

main()
