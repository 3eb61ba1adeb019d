import type { Trade } from '../types.ts';
import { accounting } from './accounting.ts';
import { autoService } from './auto-service.ts';
import { bakery } from './bakery.ts';
import { barbershop } from './barbershop.ts';
import { beautySalon } from './beauty-salon.ts';
import { blogMedia } from './blog-media.ts';
import { carDealership } from './car-dealership.ts';
import { charityNonprofit } from './charity-nonprofit.ts';
import { cleaningService } from './cleaning-service.ts';
import { coffeeShop } from './coffee-shop.ts';
import { construction } from './construction.ts';
import { consulting } from './consulting.ts';
import { cybersecurity } from './cybersecurity.ts';
import { dentalClinic } from './dental-clinic.ts';
import { designStudio } from './design-studio.ts';
import { esportsTeam } from './esports-team.ts';
import { eventAgency } from './event-agency.ts';
import { fashionBoutique } from './fashion-boutique.ts';
import { financeInvestment } from './finance-investment.ts';
import { fitnessGym } from './fitness-gym.ts';
import { gaming } from './gaming.ts';
import { gardeningLandscaping } from './gardening-landscaping.ts';
import { homeRepair } from './home-repair.ts';
import { hotel } from './hotel.ts';
import { insurance } from './insurance.ts';
import { interiorDesign } from './interior-design.ts';
import { itCompany } from './it-company.ts';
import { jewelry } from './jewelry.ts';
import { lawFirm } from './law-firm.ts';
import { logisticsDelivery } from './logistics-delivery.ts';
import { medicalClinic } from './medical-clinic.ts';
import { mobileApp } from './mobile-app.ts';
import { music } from './music.ts';
import { nailStudio } from './nail-studio.ts';
import { onlineSchool } from './online-school.ts';
import { onlineStore } from './online-store.ts';
import { personalTrainer } from './personal-trainer.ts';
import { petCare } from './pet-care.ts';
import { photography } from './photography.ts';
import { pizzeria } from './pizzeria.ts';
import { plumbing } from './plumbing.ts';
import { realEstate } from './real-estate.ts';
import { restaurant } from './restaurant.ts';
import { saasStartup } from './saas-startup.ts';
import { softwareProduct } from './software-product.ts';
import { travelAgency } from './travel-agency.ts';
import { tutoring } from './tutoring.ts';
import { veterinaryClinic } from './veterinary-clinic.ts';
import { weddingPlanning } from './wedding-planning.ts';
import { yogaStudio } from './yoga-studio.ts';

/** Every trade of the wizard's step 1 (one file per trade in this folder). */
export const catalogue: readonly Trade[] = [
  accounting,
  autoService,
  bakery,
  barbershop,
  beautySalon,
  blogMedia,
  carDealership,
  charityNonprofit,
  cleaningService,
  coffeeShop,
  construction,
  consulting,
  cybersecurity,
  dentalClinic,
  designStudio,
  esportsTeam,
  eventAgency,
  fashionBoutique,
  financeInvestment,
  fitnessGym,
  gaming,
  gardeningLandscaping,
  homeRepair,
  hotel,
  insurance,
  interiorDesign,
  itCompany,
  jewelry,
  lawFirm,
  logisticsDelivery,
  medicalClinic,
  mobileApp,
  music,
  nailStudio,
  onlineSchool,
  onlineStore,
  personalTrainer,
  petCare,
  photography,
  pizzeria,
  plumbing,
  realEstate,
  restaurant,
  saasStartup,
  softwareProduct,
  travelAgency,
  tutoring,
  veterinaryClinic,
  weddingPlanning,
  yogaStudio,
];
